import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// C's out-parameters (issue 43): `&variable` passed to a method or function of the file, `*p`
/// read and written through the pointer, the variable updated when the call returns, NULL
/// tested as C tests it and refused where it is followed.
@Suite struct ObjectiveCOutArgumentTests {
    @Test func outArgumentsWriteTheCallersVariables() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Failure : NSObject
            @property (nonatomic) NSInteger code;
            @end
            @implementation Failure
            @end
            @interface Loader : NSObject
            - (BOOL)load:(NSString *)name error:(Failure **)error;
            @end
            @implementation Loader
            - (BOOL)load:(NSString *)name error:(Failure **)error {
                if ([name length] == 0) {
                    if (error) { Failure *f = [Failure new]; f.code = 7; *error = f; }
                    return NO;
                }
                return YES;
            }
            - (BOOL)retry:(Failure **)error { return [self load:@"" error:error]; }
            @end
            static void measure(CGFloat width, CGFloat *half, NSInteger *count) {
                *half = width / 2;
                if (count) *count = 3.9;
                if (count) *count += 1;
            }
            Loader *loader = [Loader new];
            Failure *err = nil;
            BOOL ok = [loader load:@"" error:&err];
            BOOL fine = [loader load:@"x" error:NULL];
            Failure *again = nil;
            [loader retry:&again];
            NSLog(@"%d %ld %d %ld", ok, (long)err.code, fine, (long)again.code);
            CGFloat half = 0;
            NSInteger count = 0;
            measure(10, &half, &count);
            measure(3, &half, NULL);
            NSLog(@"%g %ld", half, (long)count);
            """)
        #expect(output == ["0 7 1 7", "1.5 4"])
    }

    @Test func aStopFlagEndsAnEnumeration() throws {
        let output = try ObjectiveCTests.output(
            """
            __block NSInteger seen = 0;
            [@[@1, @2, @3, @4] enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                seen += [obj integerValue];
                if (idx == 1) *stop = YES;
            }];
            NSLog(@"%ld", (long)seen);
            """)
        #expect(output == ["3"])
    }

    @Test(arguments: [
        ("static void fill(NSInteger *n) { *n = 1; }\nfill(NULL);", 1, 34, "a NULL pointer followed with '*'"),
        ("int a = 1;\nint *p = &a;", 2, 10, "taking an address with '&'"),
        (
            "CGFloat r = 0;\n[[UIColor redColor] getRed:&r green:NULL blue:NULL alpha:NULL];", 2, 28,
            "an address ('&') passed to 'getRed:green:blue:alpha:'"
        ),
        ("@interface A : NSObject\n- (void)f:(int *)p;\n@end\n@implementation A\n- (void)f:(int *)p {}\n@end\nint v[2];", 7, 6, "a C array"),
        ("static void f(CGFloat *p) {}\nCGRect r = CGRectZero;\nf(&r.origin.x);", 3, 3, "the address of this expression"),
    ])
    func refusedWhereItIs(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        ObjectiveCTests.expectRefused(source, line, column, message)
    }

    /// Prefix operators in a row (`*`, `-`, `!`) count as nesting: 60 000 of them overflowed
    /// the stack of a command-line run.
    @Test(arguments: ["*", "-", "!", "~"])
    func prefixOperatorsInARowAreALimit(_ op: String) {
        let source = "int x = 0;\nint y = " + String(repeating: op, count: 20_000) + "x;"
        guard let error = ObjectiveCTests.failure(source) else {
            Issue.record("20 000 '\(op)' were not refused")
            return
        }
        #expect(error.limit == .maxNestingDepth, "\(error)")
    }
}
