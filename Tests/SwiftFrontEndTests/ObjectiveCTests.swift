import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// The Objective-C front end (issue 43): C's semantics where they differ from Swift's, messages
/// through the catalogue, refusals in clang's words at their place, and a session that mixes it
/// with Swift.
@Suite struct ObjectiveCTests {
    @discardableResult
    static func run(_ session: SwiftSession, _ source: String) throws(PlaygroundError) -> RunReport {
        try session.playground.run(try ObjectiveCFrontEnd().program(for: source, limits: session.playground.limits), settle: true)
    }

    /// What the program printed (NSLog, printf), line by line.
    static func output(_ source: String) throws -> [String] {
        try run(SwiftSession(), source).log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    /// Expects `source` refused at `line`:`column` with a message starting with `message`.
    static func expectRefused(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        guard let error = failure(source) else {
            Issue.record("\(source) was not refused")
            return
        }
        #expect(error.line == line && error.column == column, "\(source): \(error)")
        #expect(error.message.hasPrefix(message), "\(source): \(error.message)")
    }

    /// Expects running `source` to raise Foundation's or UIKit's exception `name` with `reason`.
    static func expectException(_ source: String, _ name: String, _ reason: String) {
        do throws(PlaygroundError) {
            _ = try run(SwiftSession(), source)
            Issue.record("\(source) raised nothing")
        } catch {
            guard case .exception(let exception, _, _) = error else {
                Issue.record("\(source): \(error)")
                return
            }
            #expect(exception.name == name)
            #expect(exception.reason == reason)
        }
    }

    static func failure(_ source: String) -> ScriptError? {
        do throws(PlaygroundError) {
            _ = try run(SwiftSession(), source)
            return nil
        } catch {
            if case .script(let error) = error { return error }
            return ScriptError(line: 0, column: 0, message: "\(error)")
        }
    }

    @Test(arguments: [
        // C's integer arithmetic and conversions (clang's build prints the same).
        ("CGFloat half = 1 / 2;\nNSLog(@\"%.1f\", half);", ["0.0"]),
        ("int i = 7.9;\nNSLog(@\"%d\", i);", ["7"]),
        ("double d = 7 / 2 * 1.5;\nNSLog(@\"%g\", d);", ["4.5"]),
        ("NSInteger n = -7 / 2;\nNSLog(@\"%ld %ld\", (long)n, (long)(-7 % 2));", ["-3 -1"]),
        ("CGFloat w = 10;\nw /= 4;\nNSLog(@\"%f\", w);", ["2.500000"]),
        ("int k = 10;\nk /= 4;\nNSLog(@\"%d\", k);", ["2"]),
        // C's truth: 0, nil and NO are false.
        ("NSArray *a = nil;\nif (!a) NSLog(@\"nil\");\nif (3) NSLog(@\"three\");\nif (0.0) NSLog(@\"zero\");", ["nil", "three"]),
        // A message to nil gives nil, 0, NO.
        ("NSArray *a = nil;\nNSLog(@\"%lu %@\", (unsigned long)[a count], [a lastObject]);", ["0 (null)"]),
        // Loops: a for loop's continue runs its increment; switch falls through to a break.
        ("for (int i = 0; i < 4; i++) { if (i == 1) continue; printf(\"%d \", i); }\nprintf(\"\\n\");", ["0 2 3 "]),
        ("int x = 1;\nswitch (x) { case 1: NSLog(@\"one\"); case 2: NSLog(@\"two\"); break; default: NSLog(@\"other\"); }", ["one", "two"]),
        ("int n = 0;\ndo { n += 2; } while (n < 5);\nNSLog(@\"%d\", n);", ["6"]),
        ("int j = 5;\nwhile (j > 0) { j--; if (j == 2) break; }\nNSLog(@\"%d\", j);", ["2"]),
        // Built, then handed on: one holder at each change, as Foundation's.
        (
            "NSMutableArray *a = [NSMutableArray new];\n[a addObject:@1];\n[a addObject:@2];\nNSArray *b = [a copy];\nNSLog(@\"%lu\", (unsigned long)b.count);",
            ["2"]
        ),
        // A delegate's flags as bit-fields in an inline structure (older container libraries).
        (
            "struct { unsigned int willShow:1; unsigned int count:3; BOOL animated; } flags;\nflags.willShow = 3;\nflags.count = 9;\nflags.animated = YES;\nNSLog(@\"%u %u %d\", flags.willShow, flags.count, flags.animated);",
            ["1 1 1"]
        ),
        // Literals, collections and strings.
        ("NSArray *a = @[@1, @2, @3];\nNSLog(@\"%lu %@\", (unsigned long)a.count, a[1]);", ["3 2"]),
        (
            "NSMutableArray *m = [NSMutableArray array];\n[m addObject:@\"a\"];\n[m addObject:@\"b\"];\n[m removeObjectAtIndex:0];\nNSLog(@\"%@ %d\", m.firstObject, [m containsObject:@\"b\"]);",
            ["b 1"]
        ),
        ("NSDictionary *d = @{@\"k\": @4};\nNSLog(@\"%@\", d[@\"k\"]);", ["4"]),
        ("NSString *s = [NSString stringWithFormat:@\"%@-%03d|%-4s|%5.2f\", @\"a\", 7, \"xy\", 3.14159];\nNSLog(@\"%@\", s);", ["a-007|xy  | 3.14"]),
        ("NSLog(@\"%d%%\", 50);", ["50%"]),
        // typedef NS_ENUM and #define constants.
        (
            "typedef NS_ENUM(NSInteger, Side) { SideLeft, SideRight = 4, SideTop };\n#define kWidth 320\nNSLog(@\"%ld %d\", (long)SideTop, kWidth / 2);",
            ["5 160"]
        ),
        // Blocks capture and are called.
        ("int base = 2;\nint (^twice)(int) = ^(int v) { return v * base; };\nNSLog(@\"%d\", twice(21));", ["42"]),
        // A C program's main runs.
        ("#include <stdio.h>\nstatic int square(int v) { return v * v; }\nint main(void) { printf(\"%d\\n\", square(9)); return 0; }", ["81"]),
        // Blocks copy what they read when made; `__block` shares it.
        ("int n = 1;\nvoid (^show)(void) = ^{ NSLog(@\"%d\", n); };\nn = 2;\nshow();", ["1"]),
        ("__block int n = 1;\nvoid (^bump)(void) = ^{ n += 1; };\nbump();\nbump();\nNSLog(@\"%d\", n);", ["3"]),
        // Structure literals and GNU statement expressions.
        (
            "CGRect r = (CGRect){{1, 2}, {30, 40}};\nCGRect s = {0, 0, 5, 6};\nCGPoint p = (CGPoint){.y = 7};\nNSLog(@\"%@ %@ %g\", NSStringFromCGRect(r), NSStringFromCGRect(s), p.y);",
            ["{{1, 2}, {30, 40}} {{0, 0}, {5, 6}} 7"]
        ),
        ("int total = ({ int a = 2; a * 21; });\nNSLog(@\"%d\", total);", ["42"]),
        // `?:` reads its value once; a message through nil does nothing.
        ("NSString *name = nil;\nNSLog(@\"%@\", name ?: @\"none\");", ["none"]),
        ("UIViewController *none = nil;\n[none.view removeFromSuperview];\nnone.view.hidden = YES;\nNSLog(@\"survived\");", ["survived"]),
        // C's integer widths and unsigned arithmetic (clang prints the same).
        // `&` where a function writes the variable: CGRectDivide's parts, clamped to the rectangle.
        (
            "CGRect s, r;\nCGRect all = CGRectMake(0, 10, 100, 50);\nCGRectDivide(all, &s, &r, 30, CGRectMinXEdge);\nNSLog(@\"%@ %@\", NSStringFromCGRect(s), NSStringFromCGRect(r));\nCGRectDivide(all, &s, &r, 80, CGRectMaxYEdge);\nNSLog(@\"%@ %@\", NSStringFromCGRect(s), NSStringFromCGRect(r));",
            ["{{0, 10}, {30, 50}} {{30, 10}, {70, 50}}", "{{0, 10}, {100, 50}} {{0, 10}, {100, 0}}"]
        ),
        // `%@` is the object's description: NSNumber's text, the class's own `description`.
        ("NSLog(@\"%@ %@ %@ %@\", @YES, @(2.0), @(0.5), @42);", ["1 2 0.5 42"]),
        (
            "@interface P : NSObject\n@end\n@implementation P\n- (NSString *)description { return @\"p!\"; }\n@end\nNSLog(@\"%@ %@\", [P new], [[P new] description]);",
            ["p! p!"]
        ),
        // <float.h>'s and <limits.h>'s constants; UIKit's BOOL properties with an `is` getter.
        (
            "CGFloat small = FLT_EPSILON * 2;\nNSLog(@\"%d %d %d\", small > 0 && small < 0.001, INT_MAX, DBL_EPSILON < FLT_EPSILON);",
            ["1 2147483647 1"]
        ),
        ("UIScrollView *sv = [[UIScrollView alloc] init];\nsv.scrollEnabled = NO;\nNSLog(@\"%d %d\", sv.dragging, sv.scrollEnabled);", ["0 0"]),
        // CGGeometry.h's tests: a point on the maximum edge is outside; disjoint rectangles meet in CGRectNull.
        (
            "CGRect r = CGRectMake(0, 0, 10, 10);\nNSLog(@\"%d %d %d\", CGRectContainsPoint(r, CGPointMake(0, 5)), CGRectContainsPoint(r, CGPointMake(10, 5)), CGRectIntersectsRect(r, CGRectMake(5, 5, 10, 10)));\nNSLog(@\"%@ %d %@\", NSStringFromCGRect(CGRectIntersection(r, CGRectMake(5, 5, 10, 10))), CGRectIsNull(CGRectIntersection(r, CGRectMake(20, 20, 1, 1))), NSStringFromCGRect(CGRectUnion(r, CGRectMake(20, 0, 5, 5))));\nNSLog(@\"%d %d %d %@\", CGRectContainsRect(r, CGRectMake(2, 2, 8, 8)), CGSizeEqualToSize(r.size, CGSizeMake(10, 10)), CGPointEqualToPoint(r.origin, CGPointZero), NSStringFromCGRect(CGRectIntegral(CGRectMake(0.5, 0.5, 2, 2))));",
            ["1 0 1", "{{5, 5}, {5, 5}} 1 {{0, 0}, {25, 10}}", "1 1 1 {{0, 0}, {3, 3}}"]
        ),
        ("unsigned int u = 0;\nu = u - 1;\nunsigned char c = 250;\nc += 10;\nNSLog(@\"%u %d %d\", u, c, -1 < 0u);", ["4294967295 4 0"]),
    ])
    func cSemantics(_ source: String, _ expected: [String]) throws {
        #expect(try Self.output(source) == expected, "\(source)")
    }

    @Test func classesPropertiesIvarsAndMessages() throws {
        let lines = try Self.output(
            """
            @interface Counter : NSObject
            @property (nonatomic) NSInteger count;
            @property (nonatomic, copy) NSString *name;
            - (instancetype)initWithName:(NSString *)name;
            - (void)addTo:(NSInteger)amount times:(NSInteger)times;
            @end
            @implementation Counter {
                BOOL _touched;
            }
            - (instancetype)initWithName:(NSString *)name {
                self = [super init];
                if (self) { _name = name; }
                return self;
            }
            - (void)addTo:(NSInteger)amount times:(NSInteger)times {
                for (NSInteger i = 0; i < times; i++) { self.count += amount; }
                _touched = YES;
            }
            - (BOOL)touched { return _touched; }
            @end
            Counter *c = [[Counter alloc] initWithName:@"clicks"];
            NSLog(@"%@ %ld %d", c.name, (long)c.count, [c touched]);
            [c addTo:3 times:4];
            [c setName:@"taps"];
            NSLog(@"%@ %ld %d", [c name], (long)[c count], [c touched]);
            """)
        #expect(lines == ["clicks 0 0", "taps 12 1"])
    }

    /// A getter or setter the class writes runs behind dot syntax, and `respondsToSelector:`
    /// asks the class (found in real drawer containers, issue 43's collection).
    @Test func accessorsTheClassWritesRunBehindDotSyntax() throws {
        let lines = try Self.output(
            """
            @interface Drawer : UIViewController
            @property (nonatomic, strong) UIViewController *center;
            @property (nonatomic, readonly) NSString *summary;
            @end
            @implementation Drawer
            - (void)setCenter:(UIViewController *)center {
                NSLog(@"setting");
                _center = center;
            }
            - (NSString *)summary { return _center ? @"has center" : @"empty"; }
            - (void)refresh:(id)sender {}
            @end
            Drawer *d = [[Drawer alloc] init];
            NSLog(@"%@", d.summary);
            d.center = [UIViewController new];
            NSLog(@"%@ %@", d.summary, [d summary]);
            NSLog(@"%d %d %d %d", [d respondsToSelector:@selector(refresh:)], [d respondsToSelector:@selector(center)],
                  [d respondsToSelector:@selector(viewDidLoad)], [d respondsToSelector:@selector(nothing)]);
            """)
        #expect(lines == ["empty", "setting", "has center has center", "1 1 1 0"])
    }

    /// `performSelector:` now, and `performSelector:withObject:afterDelay:` on the run loop later.
    /// The singleton idiom: `dispatch_once` on a static token runs its block once.
    @Test func dispatchOnceRunsItsBlockOnce() throws {
        let output = try Self.output(
            """
            @interface Store : NSObject
            + (instancetype)shared;
            @end
            @implementation Store
            + (instancetype)shared {
                static Store *instance = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    instance = [[self alloc] init];
                    NSLog(@"made %d", onceToken == 0);
                });
                return instance;
            }
            @end
            Store *a = [Store shared];
            Store *b = [Store shared];
            NSLog(@"%d", a == b);
            """)
        #expect(output == ["made 1", "1"])
    }

    /// In a class method `self` is the class the message went to, and a static local is one
    /// variable for the process (it was once read as a member of the class and refused).
    @Test func aClassMethodsSelfAndStaticLocals() throws {
        let output = try Self.output(
            """
            @interface Base : NSObject
            + (instancetype)make;
            + (int)count;
            @end
            @interface Derived : Base
            @end
            @implementation Base
            + (instancetype)make { return [[self alloc] init]; }
            + (int)count {
                static int calls = 0;
                calls++;
                return calls;
            }
            @end
            @implementation Derived
            @end
            [Base count];
            NSLog(@"%d %@ %@ %@", [Derived count], NSStringFromClass([[Derived make] class]), NSStringFromClass([[Base make] class]), [[Derived new] class]);
            """)
        #expect(output == ["2 Derived Base Derived"])
    }

    /// `foundationMessage` looks a selector up in `foundationSelectors` before its switch: the
    /// set must list exactly the switch's cases (read from the source).
    @Test func theFoundationSelectorsListTheSwitchsCases() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SwiftFrontEnd/ObjectiveC/ObjCParser+Messages.swift").standardizedFileURL
        let source = try String(contentsOf: path, encoding: .utf8)
        let start = try #require(source.range(of: "private func foundationMessage("))
        let end = try #require(source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex))
        var cases: Set<String> = []
        for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("        case \"") {
            // The quoted labels up to the first colon outside quotes (the code after it has strings too).
            var inQuote = false, label = ""
            for character in line.dropFirst(13) {
                if character == "\"" {
                    if inQuote { cases.insert(label) }
                    inQuote.toggle()
                    label = ""
                } else if inQuote {
                    label.append(character)
                } else if character == ":" {
                    break
                }
            }
        }
        #expect(cases.count > 40)
        #expect(cases.union(ObjCParser.mutatingSelectors) == ObjCParser.foundationSelectors)
    }

    /// Past the end of an array Foundation raises NSRangeException (the app ends), where Swift's
    /// array traps; a dictionary's missing key is nil, and stores go on as before.
    @Test(arguments: [
        (
            "NSArray *list = [NSArray arrayWithObject:@1];\nNSLog(@\"%@\", [list objectAtIndex:1]);",
            "*** -[NSArray objectAtIndex:]: index 1 beyond bounds [0 .. 0]"
        ),
        ("NSArray *none = @[];\nid first = none[0];", "*** -[NSArray objectAtIndexedSubscript:]: index 0 beyond bounds for empty NSArray"),
        (
            "NSArray *two = @[@1, @2];\nNSInteger at = -1;\nid last = two[at];",
            "*** -[NSArray objectAtIndexedSubscript:]: index 18446744073709551615 beyond bounds [0 .. 1]"
        ),
    ])
    func anElementPastTheEndRaisesNSRangeException(_ source: String, _ reason: String) {
        Self.expectException(source, "NSRangeException", reason)
    }

    @Test func elementsReadAndStoredInRange() throws {
        let output = try Self.output(
            """
            NSMutableArray *list = [NSMutableArray array];
            [list addObject:@"a"];
            [list addObject:@"b"];
            list[1] = @"B";
            list[0] = [list[0] stringByAppendingString:@"!"];
            NSDictionary *d = @{@"k": @"v"};
            NSLog(@"%@ %@ %@ %@ %@", list[0], [list objectAtIndex:1], @[@"x", @"y"][1], d[@"k"], d[@"missing"]);
            """)
        #expect(output == ["a! B y v (null)"])
    }

    /// A getter Swift renames, overridden in Objective-C, overrides UIKit's property
    /// (`childViewControllerForStatusBarStyle` is `childForStatusBarStyle`): UIKit asks the child.
    /// It was a method of its own, never asked (found on real code by a helper).
    @Test func aRenamedGetterOverridesUIKitsProperty() throws {
        let report = try Self.run(
            SwiftSession(),
            """
            @interface Kid : UIViewController
            @end
            @implementation Kid
            @end
            @interface Box : UIViewController
            @property (nonatomic, strong) Kid *kid;
            @end
            @implementation Box
            - (void)viewDidLoad { [super viewDidLoad]; self.kid = [[Kid alloc] init]; [self addChildViewController:self.kid]; [self.view addSubview:self.kid.view]; [self.kid didMoveToParentViewController:self]; }
            - (UIViewController *)childViewControllerForStatusBarStyle { return self.kid; }
            @end
            Box *b = [[Box alloc] init];
            window.rootViewController = b;
            [b setNeedsStatusBarAppearanceUpdate];
            """)
        let asked = report.log.filter { $0.line == 14 }.map(\.text)
        #expect(asked == ["b.childForStatusBarStyle()", "kid.childForStatusBarStyle()", "kid.preferredStatusBarStyle()"])
    }

    /// A message the runtime resolves (`viewWithTag:` is not in the catalogue) to nil reached
    /// through a property: nil, as Objective-C answers. It escaped as an internal error, and
    /// inside a callback ended the method silently (found on real code by a helper).
    @Test func aMessageToNilThroughAPropertyIsNil() throws {
        let output = try Self.output(
            """
            @interface V : UIViewController
            @end
            @implementation V
            - (void)viewWillLayoutSubviews {
                [super viewWillLayoutSubviews];
                UIViewController *nobody = nil;
                UIView *tagged = [nobody.view viewWithTag:3];
                NSLog(@"in layout %d", tagged == nil);
            }
            @end
            V *v = [[V alloc] init];
            window.rootViewController = v;
            UIViewController *none = nil;
            NSLog(@"top %d %d", [none.view viewWithTag:1] == nil, (int)[none.childViewControllers count]);
            """)
        #expect(output == ["top 1 0", "in layout 1"])
    }

    /// An `IBOutlet` view is made as the view loads, as Swift's `@IBOutlet` is: a child added
    /// to it appears. It stayed nil (three of nineteen real files, found by a helper).
    @Test func anOutletIsMadeAsTheViewLoads() throws {
        let objectiveC = try Self.run(
            SwiftSession(),
            """
            @interface VC : UIViewController
            @property (nonatomic, weak) IBOutlet UIView *panel;
            @end
            @implementation VC
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *kid = [[UIViewController alloc] init];
                [self addChildViewController:kid];
                [self.panel addSubview:kid.view];
                [kid didMoveToParentViewController:self];
            }
            @end
            VC *v = [[VC alloc] init];
            window.rootViewController = v;
            """)
        let swift = try SwiftSession().run(
            """
            class VC: UIViewController {
                @IBOutlet weak var panel: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let kid = UIViewController()
                    addChild(kid)
                    panel.addSubview(kid.view)
                    kid.didMove(toParent: self)
                }
            }
            let v = VC()
            window.rootViewController = v
            """)
        #expect(objectiveC.log.map(\.text) == swift.log.map(\.text))
        #expect(objectiveC.log.contains { $0.text == "kid.viewDidAppear(false)" })
    }

    /// `__PRETTY_FUNCTION__`, `__func__` in a method: clang's `-[Class selector]`, with the
    /// category in a category's method.
    @Test func theFunctionNameInAMethod() throws {
        let output = try Self.output(
            """
            @interface Child : UIViewController
            + (void)hello;
            @end
            @implementation Child
            - (void)viewDidLoad { [super viewDidLoad]; NSLog(@"%s %s", __PRETTY_FUNCTION__, __func__); }
            + (void)hello { NSLog(@"%s", __FUNCTION__); }
            @end
            @implementation UIViewController (Tracing)
            - (void)trace { NSLog(@"%s", __PRETTY_FUNCTION__); }
            @end
            Child *c = [[Child alloc] init];
            [c loadViewIfNeeded];
            [Child hello];
            [c trace];
            """)
        #expect(output == ["-[Child viewDidLoad] -[Child viewDidLoad]", "+[Child hello]", "-[UIViewController(Tracing) trace]"])
    }

    /// `isKindOfClass:` with a class held in a variable or a parameter, and `isMemberOfClass:`
    /// (not a subclass): a variable was read as a class of its name (always NO; found on real
    /// code by a helper).
    @Test func classTestsWithAClassInAVariable() throws {
        let output = try Self.output(
            """
            @interface Box : UIViewController
            @end
            @implementation Box
            @end
            @interface Crate : Box
            @end
            @implementation Crate
            @end
            BOOL isKind(id object, Class c) { return [object isKindOfClass:c]; }
            Crate *crate = [[Crate alloc] init];
            Class k = [Box class];
            UIViewController *none = nil;
            NSLog(@"%d %d %d %d %d %d", [crate isKindOfClass:k], isKind(crate, [UIViewController class]), isKind(crate, [UINavigationController class]),
                [crate isMemberOfClass:[Box class]], [crate isMemberOfClass:[Crate class]], [none isKindOfClass:k]);
            """)
        #expect(output == ["1 1 0 0 1 0"])
    }

    /// A nil element in an array literal: Foundation's NSInvalidArgumentException.
    @Test func aNilElementInAnArrayLiteralRaises() {
        do throws(PlaygroundError) {
            _ = try Self.run(
                SwiftSession(),
                "UIViewController *first = [[UIViewController alloc] init];\nUIViewController *second = nil;\nNSArray *both = @[first, second];")
            Issue.record("not raised")
        } catch {
            guard case .exception(let exception, _, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(exception.name == "NSInvalidArgumentException")
            #expect(exception.reason == "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[1]")
        }
    }

    @Test func performSelectorSendsTheMessage() throws {
        let lines = try Self.output(
            """
            @interface Clock : NSObject
            - (void)tick;
            - (void)later:(NSString *)what;
            @end
            @implementation Clock
            - (void)tick { NSLog(@"tick"); }
            - (void)later:(NSString *)what { NSLog(@"later %@", what); }
            @end
            Clock *clock = [Clock new];
            [clock performSelector:@selector(later:) withObject:@"x" afterDelay:0.2];
            [clock performSelector:@selector(tick)];
            NSLog(@"now");
            """)
        #expect(lines == ["tick", "now", "later x"])
    }

    /// A category on UIViewController adds a property kept as an associated object (the way
    /// side-menu libraries give every controller its container).
    @Test func aCategoryPropertyKeptAsAnAssociatedObject() throws {
        let lines = try Self.output(
            """
            static void *const kMenuKey = &kMenuKey;
            @interface UIViewController (SideMenu)
            @property (nonatomic, weak) UIViewController *sideMenu;
            @end
            @implementation UIViewController (SideMenu)
            - (UIViewController *)sideMenu { return objc_getAssociatedObject(self, kMenuKey); }
            - (void)setSideMenu:(UIViewController *)menu { objc_setAssociatedObject(self, kMenuKey, menu, OBJC_ASSOCIATION_ASSIGN); }
            @end
            UIViewController *menu = [UIViewController new];
            UIViewController *page = [UIViewController new];
            NSLog(@"%d", page.sideMenu == nil);
            page.sideMenu = menu;
            NSLog(@"%d %d", page.sideMenu == menu, [page sideMenu] == menu);
            """)
        #expect(lines == ["1", "1 1"])
    }

    /// The benchmark's 150-line paste (a hand-made tab container): it runs as UIKit would.
    @Test func theBenchmarksTabContainerRuns() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CorpusInObjectiveC/bench/tab-container.m")
        let log = try Self.run(SwiftSession(), try String(contentsOf: file, encoding: .utf8)).log.map(\.text)
        let expected = [
            "feedViewController.didMove(toParent: tabs)", "console: selected 0 (1 so far)", "feedViewController.viewDidAppear(false)",
            "console: feed on screen: {{0, 0}, {390, 795}}", "feedViewController.viewWillDisappear(true)",
            "profileViewController.viewDidAppear(true)",
            "profileViewController.didMove(toParent: tabs)", "console: selected 2 (2 so far)", "console: profile leaving, animated 0",
            "searchViewController.didMove(toParent: tabs)", "console: children 1, selected 1",
        ]
        var position = 0
        for line in expected {
            guard let found = log[position...].firstIndex(of: line) else {
                Issue.record("\(line) missing after line \(position) of \(log)")
                return
            }
            position = found + 1
        }
    }

    @Test func containmentThroughTheCatalogue() throws {
        let session = SwiftSession()
        let log = try Self.run(
            session,
            """
            @interface Host : UIViewController
            @end
            @implementation Host
            - (BOOL)shouldAutomaticallyForwardAppearanceMethods { return NO; }
            - (void)embed:(UIViewController *)child {
                [self addChildViewController:child];
                child.view.frame = CGRectInset(self.view.bounds, 10, 20);
                [self.view addSubview:child.view];
                [child didMoveToParentViewController:self];
                NSLog(@"%@", NSStringFromCGRect(child.view.frame));
            }
            @end
            @interface Child : UIViewController
            @end
            @implementation Child
            - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; NSLog(@"child will appear"); }
            @end
            Host *host = [[Host alloc] init];
            window.rootViewController = host;
            [host embed:[Child new]];
            """
        ).log.map(\.text)
        #expect(log.contains("child.willMove(toParent: host)"), "\(log)")
        #expect(log.contains("child.didMove(toParent: host)"), "\(log)")
        #expect(log.contains("console: {{10, 20}, {370, 804}}") || log.contains { $0.hasPrefix("console: {{10, 20}") }, "\(log)")
        // The host does not forward appearance: its child never hears viewWillAppear.
        #expect(!log.contains("console: child will appear"), "\(log)")
    }

    @Test func swiftDrivesAClassDeclaredInObjectiveC() throws {
        let session = SwiftSession()
        try Self.run(
            session,
            """
            @interface Panel : UIViewController
            - (void)showTitle:(NSString *)title;
            @end
            @implementation Panel
            - (void)showTitle:(NSString *)title { self.title = title; NSLog(@"title %@", self.title); }
            @end
            """)
        let lines = try session.lines("let panel = Panel()\npanel.showTitle(\"hello\")\nwindow.rootViewController = panel")
        #expect(lines.contains("console: title hello"), "\(lines)")
        #expect(lines.contains("panel.viewDidLoad()"), "\(lines)")
    }

    /// The other way round: Objective-C drives a class a Swift input declared (as a bridging
    /// header would let it), by the selectors Swift gives its methods.
    @Test func objectiveCDrivesASwiftClass() throws {
        let session = SwiftSession()
        try session.run(
            """
            import UIKit
            class Tabs: UIViewController {
                var selected = -1
                func selectTab(at index: Int) { selected = index; print("tab", index) }
                func show(_ child: UIViewController, animated: Bool) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            let tabs = Tabs()
            """)
        let log = try Self.run(
            session,
            "#import <UIKit/UIKit.h>\n[tabs selectTabAt:2];\n[tabs show:[UIViewController new] animated:NO];\nNSLog(@\"%ld %lu\", (long)tabs.selected, (unsigned long)tabs.childViewControllers.count);"
        ).log.map(\.text)
        #expect(log.contains("console: tab 2"), "\(log)")
        #expect(log.contains("console: 2 1"), "\(log)")
    }

    /// A class declared by an earlier input: its getters, setters and methods are found when the
    /// message is sent (Objective-C's dispatch), as a later input cannot see the declaration.
    @Test func aLaterInputMessagesAClassDeclaredEarlier() throws {
        let session = SwiftSession()
        try Self.run(
            session,
            """
            @interface Box : UIViewController
            @property (nonatomic, strong) UIViewController *current;
            - (void)showNext;
            @end
            @implementation Box
            - (void)showNext { NSLog(@"next %@", self.current ? @"set" : @"none"); }
            @end
            Box *box = [[Box alloc] init];
            """)
        let lines = try Self.run(
            session,
            "#import <UIKit/UIKit.h>\n[box showNext];\n[box setCurrent:[UIViewController new]];\n[box showNext];\nNSLog(@\"%d\", [box current] != nil);"
        ).log.map(\.text)
        #expect(lines == ["console: next none", "console: next set", "console: 1"], "\(lines)")
        #expect(Self.failure("NSObject *nothing = nil;\n[nothing frobnicate];") == nil)  // a message to nil does nothing
    }

    @Test(arguments: [
        ("#if DEBUG\nint a = 1;\n#endif", 1, 5, "'DEBUG' is defined by the build configuration"),
        // Found by fuzz/run-objc.sh: Foundation's formatter trapped on such a width.
        ("printf(\"%99999999999999999999d\", 1);", 1, 7, "a printf width or precision over 4096"),
        ("printf(\"%*d\", 100000, 1);", 1, 7, "a printf width or precision over 4096"),
        // Found by fuzz/run-objc.sh: `%S` (a wide string) made Foundation's formatter read a pointer.
        ("printf(\"%.4SimeIntef\", 1.0);", 1, 7, "the format conversion '%S'"),
        (
            "@interface A : UIViewController\n@property (nonatomic) UIOffset offset;\n@end\n@implementation A\n- (CGFloat)h { return self.offset.horizontal + 1; }\n@end\nNSLog(@\"%g\", [[A new] h]);",
            5, 46, "UIOffset.horizontal is not modelled by the playground"
        ),
        // Foundation's answer is not the playground's to state.
        ("NSMutableArray *a = [NSMutableArray array];\n[a removeLastObject];", 2, 1, "'removeLastObject' on an empty NSMutableArray"),
        ("NSMutableArray *a = [@[@1] mutableCopy];\nfor (id x in a) { [a addObject:@2]; }", 2, 1, "a collection changed during the last turn"),
        ("int n = 1;\nvoid (^bump)(void) = ^{ n = 2; };", 2, 25, "variable is not assignable (missing __block type specifier)"),
        ("NSRange r = (NSRange){0, 1};", 1, 13, "a compound literal '(Type){ ... }' of a type other than"),
        // `%@` where Foundation's text is not modelled (an address; a property-list layout).
        ("@interface P : NSObject\n@end\n@implementation P\n@end\nNSLog(@\"%@\", [P new]);", 5, 6, "printing an instance of 'P'"),
        ("NSLog(@\"%@\", @[@1]);", 1, 6, "printing a collection with %@"),
        ("NSLog(@\"%@\", CGRectZero);", 1, 6, "%@ takes an object, and a CGRect"),
        (
            "BOOL b = CGRectIntersectsRect(CGRectMake(0, 0, 10, 10), CGRectMake(10, 0, 5, 5));", 1, 30,
            "CGRectIntersectsRect of rectangles that only touch"
        ),
        ("#define SQUARE(x) ((x) * (x))", 1, 1, "macro 'SQUARE' takes arguments"),
        ("@try { } @catch (NSException *e) { }", 1, 1, "'@try' (exceptions)"),
        ("int a = 1;\nint *p = &a;", 2, 10, "taking an address with '&'"),
        ("int n = sizeof(int);", 1, 9, "'sizeof'"),
        ("int values[3];", 1, 11, "a C array"),
        ("NSObject *o = [NSObject alloc];\nNSLog(@\"%@\", o);", 1, 15, "an object made with 'alloc' must be initialised"),
        ("int a = 1\nint b = 2;", 1, 10, "expected ';' at end of declaration"),
        ("NSLog(@\"x\")", 1, 12, "expected ';' after expression"),
        ("[self view", 1, 11, "expected ']'"),
        ("@implementation Lonely\n@end", 1, 1, "cannot find interface declaration for 'Lonely'"),
        ("@interface A : NSObject\n- (void)f;\n", 3, 1, "missing '@end'"),
        ("NSString *s = @\"open;", 1, 15, "missing terminating '\"' character"),
        ("static long token;\ndispatch_once(token, ^{ });", 2, 14, "dispatch_once without '&' and a variable"),
        ("static long token;\nlong *at = &token;\ndispatch_once(at, ^{ });", 2, 12, "taking an address with '&'"),
        ("CGRect a, b;\nCGRectDivide(CGRectZero, &a, b, 1, CGRectMinXEdge);", 2, 13, "CGRectDivide without '&' and a variable"),
        ("CGRect a, b;\nCGRectDivide(CGRectMake(0, 0, 10, 10), &a, &b, -1, CGRectMinXEdge);", 2, 13, "CGRectDivide with a negative amount"),
        (
            "UIView *v = [UIView new];\n[v addObserver:v forKeyPath:@\"frame\" options:0 context:nil];", 2, 1,
            "'addObserver:forKeyPath:options:context:'"
        ),
    ])
    func refusedWhereItIs(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        Self.expectRefused(source, line, column, message)
    }

    @Test func deepNestingIsALimit() {
        let source = "int a = " + String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400) + ";"
        guard let error = Self.failure(source) else {
            Issue.record("400 parentheses were not refused")
            return
        }
        #expect(error.limit == .maxNestingDepth, "\(error)")
    }

    /// A loop with an empty body runs no statement; each of its turns is a step, so it stops at
    /// the request's budget instead of spinning past every deadline (found by fuzz/run-objc.sh;
    /// the Swift front end had it too).
    @Test func anEmptyLoopStopsAtTheStepBudget() {
        for swift in ["while true {}", "for _ in 0..<Int.max {}", "var i = 0\nrepeat {} while i == 0"] {
            guard case .limit(let limit)? = SwiftSession().failure(swift) else {
                Issue.record("\(swift) did not stop at the step budget")
                continue
            }
            #expect(limit.setting == "maxStepsPerRequest", "\(swift)")
        }
        let session = SwiftSession()
        do throws(PlaygroundError) {
            try Self.run(session, "int main(void) { double x = 1.0; while (x) { } return 0; }")
            Issue.record("the C loop did not stop")
        } catch {
            guard case .limit(let limit) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(limit.setting == "maxStepsPerRequest")
        }
    }

    @Test func detection() {
        #expect(ObjectiveCFrontEnd.looksLikeObjectiveC("#import <UIKit/UIKit.h>\n"))
        #expect(ObjectiveCFrontEnd.looksLikeObjectiveC("// a comment\n  @implementation A\n@end"))
        #expect(!ObjectiveCFrontEnd.looksLikeObjectiveC("import UIKit\nclass A: UIViewController {}"))
        #expect(!ObjectiveCFrontEnd.looksLikeObjectiveC("let a = \"@interface\""))
    }
}
