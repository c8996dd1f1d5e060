// What the explorer's modules use that TypeScript 4.8's DOM library does not declare: CodeMirror 5
// (a classic script, loaded before the modules) and the compression streams (Chromium 80+).
interface Window { CodeMirror: any }
declare var CompressionStream: any;
declare var DecompressionStream: any;
