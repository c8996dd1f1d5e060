import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// C as real Objective-C files write it: assignments and increments as values, structures
/// named by a typedef, declarations between `@implementation` and `@end`.
@Suite struct ObjectiveCCIdiomTests {
    @Test func assignmentsAndIncrementsHaveCsValues() throws {
        let output = try ObjectiveCTests.output(
            """
            UIViewController *top = [[UIViewController alloc] init];
            UIViewController *mid = [[UIViewController alloc] init];
            UIViewController *leaf = [[UIViewController alloc] init];
            [top addChildViewController:mid];
            [mid addChildViewController:leaf];
            int depth = 0;
            UIViewController *vc = leaf;
            while ((vc = vc.parentViewController)) { depth++; }
            int a, b;
            a = b = 3;
            int n = 3, turns = 0;
            while (n--) { turns++; }
            int k = 5;
            int m = ++k + 1;
            NSUInteger i = 0;
            NSUInteger first = i++;
            int truncated;
            NSLog(@"%d %d %d %d %d %d %d %lu %lu %d", depth, a, b, n, turns, k, m, (unsigned long)first, (unsigned long)i, truncated = 2.9);
            """)
        #expect(output == ["2 3 3 -1 3 6 7 0 1 2"])
    }

    /// `@available(...)` is true, as Swift's `#available` is here; `viewWithTag:` finds the view
    /// itself or its first subview with the tag, depth first, or nil.
    @Test func availabilityAndTags() throws {
        let output = try ObjectiveCTests.output(
            """
            UIViewController *vc = [[UIViewController alloc] init];
            if (@available(iOS 11.0, tvOS 11.0, *)) { NSLog(@"new"); } else { NSLog(@"old"); }
            UIView *outer = [[UIView alloc] init];
            UIView *inner = [[UIView alloc] init];
            UIView *twin = [[UIView alloc] init];
            outer.tag = 1;
            inner.tag = 2;
            twin.tag = 2;
            [outer addSubview:inner];
            [vc.view addSubview:outer];
            [vc.view addSubview:twin];
            NSLog(@"%d %d %d %d", [vc.view viewWithTag:2] == inner, [vc.view viewWithTag:1] == outer, [vc.view viewWithTag:9] == nil, [vc.view viewWithTag:0] == vc.view);
            """)
        #expect(output == ["new", "1 1 1 1"])
    }

    /// `IBOutletCollection(UIView) NSArray *cards` is an outlet collection, made as Swift's
    /// `@IBOutlet var cards: [UIView]!` is (one view, as a storyboard with one connection);
    /// the C library's random numbers are refused.
    @Test func outletCollectionsAndRandomNumbers() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Panel : UIViewController
            @property (nonatomic, strong) IBOutletCollection(UIView) NSArray *cards;
            @end
            @implementation Panel
            - (void)viewDidLoad { [super viewDidLoad]; NSLog(@"%lu %d", (unsigned long)self.cards.count, [self.cards.firstObject superview] == self.view); }
            @end
            window.rootViewController = [[Panel alloc] init];
            """)
        #expect(output == ["1 1"])
        ObjectiveCTests.expectRefused("int r = arc4random_uniform(10);", 1, 27, "'arc4random_uniform()' is not supported by the playground")
    }

    /// Output without a line end waits for one (a line of the log per line printed), however
    /// many writes make it: 20,000 here, each a scan of what was added only.
    @Test func outputWithoutALineEndWaitsForOne() throws {
        let output = try ObjectiveCTests.output(
            """
            for (int i = 0; i < 20000; i++) printf("%c", 'a' + i % 3);
            printf("|\\r\\nnext");
            printf(" line\\n");
            """)
        #expect(output.count == 2)
        #expect(output.first?.count == 20002 && output.first?.hasPrefix("abcabc") == true)
        #expect(output.last == "next line")
    }

    @Test func aTypedefStructIsARecordOfItsFields() throws {
        let output = try ObjectiveCTests.output(
            """
            typedef NS_ENUM(NSInteger, MenuAction) { MenuOpen, MenuClose };
            typedef struct PanInfo {
                MenuAction action;
                BOOL shouldBounce;
                CGFloat velocity;
                int steps;
            } PanResultInfo;
            @interface Menu : NSObject
            - (PanResultInfo)resultFor:(CGFloat)velocity;
            @end
            @implementation Menu
            static const CGFloat kThreshold = 400;
            - (PanResultInfo)resultFor:(CGFloat)velocity {
                PanResultInfo info = {MenuClose, NO, 0.0f};
                info.velocity = velocity;
                info.steps = velocity / 100;
                if (velocity > kThreshold) { info.action = MenuOpen; info.shouldBounce = YES; }
                return info;
            }
            @end
            PanResultInfo fast = [[Menu new] resultFor:450.5];
            PanResultInfo slow = (PanResultInfo){.velocity = 10, .steps = 7.9};
            NSLog(@"%ld %d %.1f %d / %ld %d %.1f %d", (long)fast.action, fast.shouldBounce, fast.velocity, fast.steps, (long)slow.action,
                slow.shouldBounce, slow.velocity, slow.steps);
            """)
        #expect(output == ["0 1 450.5 4 / 0 0 10.0 7"])
    }

    /// Syntax clang accepts, found in real files by a helper (each was refused or read wrongly).
    @Test func syntaxRealFilesUse() throws {
        let output = try ObjectiveCTests.output(
            """
            NS_ASSUME_NONNULL_BEGIN
            @interface Menu : UIViewController
            @property (nonatomic, assign, getter = isOpen) BOOL open;
            - (void)hideBar:(int)arg;
            + (Menu *)shared;
            @end
            NS_ASSUME_NONNULL_END
            Menu *sharedMenu;
            @implementation Menu
            - (void)hideBar:(int)arg;
            {
                self.view.hidden = YES;
            }
            + (Menu *)shared {
                if (nil == sharedMenu) { sharedMenu = [[Menu alloc] init]; }
                return sharedMenu;
            }
            @end
            Menu *m = [Menu shared];
            m.open = YES;
            [m hideBar:1];
            UIView *parent = [[UIView alloc] init];
            UIView *v = [[UIView alloc] init];
            [parent addSubview:v];
            UIView *keep = v;
            [v removeFromSuperview], v = nil;
            NSMutableArray *buttons = [@[@1] mutableCopy];
            NSArray *snapshot = buttons.copy;
            [buttons addObject:@2];
            UIView *nobody = nil;
            CGFloat x = -nobody.frame.size.width;
            CGRect r = (CGRect){ .origin.x = 1, .size.height = 4 };
            NSLog(@"%d %d %d %d %d", m.open, [m isOpen], m.isOpen, m.view.hidden, [Menu shared] == m);
            NSLog(@"%d %d %lu %lu %.0f %@", keep.superview == nil, v == nil, (unsigned long)snapshot.count, (unsigned long)buttons.count, x,
                NSStringFromCGRect(r));
            """)
        #expect(output == ["1 1 1 1 1", "1 1 1 2 -0 {{1, 0}, {0, 4}}"])
    }

    @Test(arguments: [
        ("int x = 0;\nint y = (self.view.tag = 3);", 2, 24, "an assignment or '++'/'--' of a property"),
        ("typedef struct Point3 P3;", 1, 9, "a typedef of a structure declared elsewhere"),
        // Found by the fuzzer: counting on past the largest integer trapped the process.
        ("typedef NS_ENUM(NSInteger, Tab) { TabA = NSNotFound, TabB };", 1, 52, "overflow in enumeration value"),
        ("typedef struct { int a; } S;\nS s = {.b = 1};", 2, 11, "field designator 'b' does not refer to any field in type 'S'"),
    ])
    func refusedWhereItIs(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        ObjectiveCTests.expectRefused(source, line, column, message)
    }
}

/// Names the playground does not know, and UIKit's device.
@Suite struct UnknownNameTests {
    /// A capitalised name nothing declares was a type whose name printed, tested true and
    /// compared unequal: an answer without a word. It is unknown now: refused where it is used.
    @Test func anUnknownCapitalisedNameIsRefusedWhereItIsUsed() {
        let error = ObjectiveCTests.failure("NSLog(@\"%d\", UIFooBarBaz == 3);")
        #expect(error?.message.hasPrefix("UIFooBarBaz is not modelled") == true, "\(String(describing: error))")
        #expect(error?.line == 1)
    }

    /// The simulated device is an iPhone: `UI_USER_INTERFACE_IDIOM()`, `[UIDevice currentDevice].userInterfaceIdiom`.
    @Test func theDeviceIsAPhone() throws {
        let output = try ObjectiveCTests.output(
            """
            NSLog(@"%d %d %d", UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad, [[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone,
                UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPhone);
            """)
        #expect(output == ["0 1 1"])
    }

    /// Found on real files by a helper: `isSubclassOfClass:` was read as a factory (its branch
    /// always taken), `M_PI_2` read 0, a UIKit enumeration case printed with `%d` as 0, and a
    /// getter sent as a message (`[b preferredStatusBarStyle]`) was called as a method.
    @Test func classesMathAndUIKitGetters() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Light : UIViewController
            @end
            @implementation Light
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            UIViewController *nav = [[UINavigationController alloc] initWithRootViewController:[UIViewController new]];
            Light *light = [Light new];
            NSLog(@"%d %d %d %d", [[nav class] isSubclassOfClass:[UINavigationController class]], [[light class] isSubclassOfClass:[UINavigationController class]],
                [Light isSubclassOfClass:[UIViewController class]], [light preferredStatusBarStyle] == UIStatusBarStyleLightContent);
            NSLog(@"%.4f %.4f %.4f", M_PI_2, -M_PI_4, M_SQRT2);
            """)
        #expect(output == ["1 0 1 1", "1.5708 -0.7854 1.4142"])
        #expect(
            ObjectiveCTests.failure("NSLog(@\"%d\", UIStatusBarStyleLightContent);")?.message.hasPrefix("printing UIKit's enumeration case") == true)
    }
}
