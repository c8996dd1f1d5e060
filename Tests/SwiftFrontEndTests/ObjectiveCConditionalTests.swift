import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Conditional compilation as the C preprocessor does it (`ObjCLexer+Conditionals`): header
/// guards, the SDK's `TARGET_OS_` and version macros, `defined`, nesting, `#elif`/`#else`, and
/// what depends on the build (`DEBUG`) refused with a way to choose.
@Suite struct ObjectiveCConditionalTests {
    @Test func groupsAreTakenAsThePreprocessorTakesThem() throws {
        let output = try ObjectiveCTests.output(
            """
            #ifndef Menu_h
            #define Menu_h
            #define LEVEL 2
            #endif
            #ifdef Menu_h
            NSLog(@"guarded");
            #endif
            #if TARGET_OS_IOS && __IPHONE_OS_VERSION_MAX_ALLOWED >= 110000
            NSLog(@"ios");
            #elif TARGET_OS_TV
            NSLog(@"tv");
            #else
            NSLog(@"other");
            #endif
            #if LEVEL > 3
            NSLog(@"high");
            #elif LEVEL == 2 || defined(NOWHERE)
            NSLog(@"two");
            #  if !defined LEVEL
            NSLog(@"never");
            #  else
            NSLog(@"nested");
            #  endif
            #else
            NSLog(@"low");
            #endif
            #if 0
            not code ' " at all
            #  if 1
            #  endif
            #endif
            #if __has_feature(objc_arc) && UNDEFINED_NAME == 0
            NSLog(@"arc");
            #endif
            """)
        #expect(output == ["guarded", "ios", "two", "nested", "arc"])
    }

    @Test(arguments: [
        ("#ifdef DEBUG\nNSLog(@\"d\");\n#endif", 1, 8, "'DEBUG' is defined by the build configuration"),
        ("#if !NDEBUG\n#endif", 1, 6, "'NDEBUG' is defined by the build configuration"),
        ("#if 1\nNSLog(@\"d\");", 1, 1, "unterminated conditional directive"),
        ("NSLog(@\"d\");\n#endif", 2, 1, "#endif without #if"),
        ("#else\n#endif", 1, 1, "#else without #if"),
        ("#if\n#endif", 1, 1, "#if with no expression"),
        ("#if __has_include(<UIKit/UIKit.h>)\n#endif", 1, 5, "'__has_include' is not supported"),
        ("#define NAME @\"x\"\n#if NAME\n#endif", 2, 5, "'NAME' is not an integer constant"),
        ("#if 1 / 0\n#endif", 1, 7, "division by zero"),
    ])
    func whatTheFileCannotDecideIsRefused(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        ObjectiveCTests.expectRefused(source, line, column, message)
    }
}
