import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// UIKit's containers driven the way real Objective-C code drives them.
@Suite struct ObjectiveCContainerTests {
    /// The common way tab bar controllers are built (semantics.md rule 19c): a tab per
    /// `addChildViewController:` in viewDidLoad; the first is selected and appears.
    @Test func addChildOnATabBarControllerAddsATab() throws {
        let log = try ObjectiveCTests.run(
            SwiftSession(),
            """
            @interface Page : UIViewController
            @end
            @implementation Page
            - (void)viewDidAppear:(BOOL)animated { [super viewDidAppear:animated]; NSLog(@"%@ appeared", self.title); }
            @end
            @interface Tabs : UITabBarController
            @end
            @implementation Tabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                for (NSString *name in @[@"home", @"search", @"me"]) {
                    Page *page = [Page new];
                    page.title = name;
                    [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:page]];
                }
            }
            @end
            Tabs *tabs = [Tabs new];
            window.rootViewController = tabs;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            tabs.selectedIndex = 2;
            NSLog(@"%lu tabs, selected %lu, children %lu", (unsigned long)tabs.viewControllers.count, (unsigned long)tabs.selectedIndex,
                (unsigned long)tabs.childViewControllers.count);
            """
        ).log.map(\.text)
        let console = log.filter { $0.hasPrefix("console: ") }
        #expect(console == ["console: home appeared", "console: me appeared", "console: 3 tabs, selected 2, children 3"])
        // Unselected tabs stay unloaded until shown (rule 19): the second tab's page never loads.
        #expect(!log.contains("page2.viewDidLoad()"))
        #expect(log.contains("uiNavigationController.willMove(toParent: tabs)"))
    }

    /// A container asks its child whether it adopts the container's protocol (JPTransitionController
    /// does): `@protocol(Name)` and `conformsToProtocol:`, through protocol incorporation and
    /// superclasses; UIKit's classes adopt none of the file's protocols.
    @Test func conformsToProtocolFollowsTheDeclarations() throws {
        let output = try ObjectiveCTests.output(
            """
            @protocol Panel <NSObject>
            @end
            @protocol SlidingPanel <Panel>
            @end
            @interface Child : UIViewController <SlidingPanel>
            @end
            @implementation Child
            @end
            @interface Grandchild : Child
            @end
            @implementation Grandchild
            @end
            UIViewController *plain = [UIViewController new];
            Grandchild *g = [Grandchild new];
            Child *none = nil;
            NSLog(@"%d %d %d %d %d %d", [g conformsToProtocol:@protocol(Panel)], [[Child new] conformsToProtocol:@protocol(SlidingPanel)],
                [plain conformsToProtocol:@protocol(Panel)], [none conformsToProtocol:@protocol(Panel)], [Grandchild conformsToProtocol:@protocol(Panel)],
                [plain conformsToProtocol:@protocol(NSObject)]);
            """)
        #expect(output == ["1 1 0 0 1 1"])
        #expect(
            ObjectiveCTests.failure(
                "UIViewController *plain = [UIViewController new];\nBOOL b = [plain conformsToProtocol:@protocol(UITableViewDelegate)];")?
                .message.hasPrefix("whether UIKit's UIViewController conforms to 'UITableViewDelegate' is not modelled") == true)
    }

    /// `insertSubview` places a view among the subviews (back to front) and the window path
    /// follows that order; bring-to-front and send-to-back reorder (Artsy's containers insert a
    /// child's view below another).
    @Test func insertSubviewPlacesTheView() throws {
        let log = try ObjectiveCTests.run(
            SwiftSession(),
            """
            UIView *root = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            UIView *a = [UIView new]; UIView *b = [UIView new]; UIView *c = [UIView new]; UIView *e = [UIView new];
            a.tag = 1; b.tag = 2; c.tag = 3; e.tag = 5;
            [root addSubview:a];
            [root addSubview:b];
            [root insertSubview:c belowSubview:a];
            NSLog(@"%ld %ld %ld", (long)[root.subviews[0] tag], (long)[root.subviews[1] tag], (long)[root.subviews[2] tag]);
            [root insertSubview:e atIndex:0];
            [root bringSubviewToFront:a];
            [root sendSubviewToBack:b];
            [root insertSubview:c aboveSubview:a];
            NSLog(@"%ld %ld %ld %ld", (long)[root.subviews[0] tag], (long)[root.subviews[1] tag], (long)[root.subviews[2] tag], (long)[root.subviews[3] tag]);
            UIViewController *host = [[UIViewController alloc] init];
            window.rootViewController = host;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            UIView *holder = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            [host.view addSubview:holder];
            UIViewController *va = [[UIViewController alloc] init];
            UIViewController *vb = [[UIViewController alloc] init];
            [holder addSubview:va.view];
            [holder insertSubview:vb.view belowSubview:va.view];
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            [holder removeFromSuperview];
            """
        ).log.map(\.text)
        #expect(log.filter { $0.hasPrefix("console: ") } == ["console: 3 1 2", "console: 2 5 1 3"])
        let disappearing = log.filter { $0.hasSuffix("viewWillDisappear(false)") }
        #expect(disappearing == ["vb.viewWillDisappear(false)", "va.viewWillDisappear(false)"])
    }

    /// A category on UIViewController in the file must not hide a subclass's overrides of UIKit's
    /// getters (it did: the subclass's chain ran into the category's class, so the overrides
    /// were not UIKit's; TWTSideMenuViewController has both).
    @Test func aCategoryOnUIKitsClassKeepsTheOverrides() throws {
        let log = try ObjectiveCTests.run(
            SwiftSession(),
            """
            @interface UIViewController (Extra)
            - (void)extra;
            @end
            @implementation UIViewController (Extra)
            - (void)extra { }
            @end
            @interface Box : UIViewController
            @property (nonatomic, strong) UIViewController *kid;
            @end
            @implementation Box
            - (BOOL)shouldAutomaticallyForwardAppearanceMethods { return NO; }
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.kid = [[UIViewController alloc] init];
                [self addChildViewController:self.kid];
                [self.view addSubview:self.kid.view];
                [self.kid didMoveToParentViewController:self];
            }
            - (UIViewController *)childViewControllerForStatusBarStyle { return self.kid; }
            @end
            Box *b = [[Box alloc] init];
            window.rootViewController = b;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            [b setNeedsStatusBarAppearanceUpdate];
            [b extra];
            """
        ).log.map(\.text)
        #expect(!log.contains("kid.viewWillAppear(false)"), "Box forwards by hand and never does")
        #expect(log.contains("kid.preferredStatusBarStyle()"))
    }

    /// A weak property keeps ARC's rules: a view a superview holds stays (through a weak
    /// property too), and reading a weak outlet releases nothing a method's local holds (it
    /// released the local: the session kept no books for an Objective-C file).
    @Test func weakPropertiesFollowARC() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Thing : NSObject
            @end
            @implementation Thing
            @end
            @interface Box : UIViewController
            @property (nonatomic, weak) UIView *outer;
            @property (nonatomic, weak) UIView *inner;
            @property (nonatomic, weak) IBOutlet UIScrollView *scroll;
            @property (nonatomic, weak) Thing *gone;
            @end
            @implementation Box
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *o = [[UIView alloc] initWithFrame:self.view.bounds];
                [self.view addSubview:o];
                self.outer = o;
                UIView *i = [[UIView alloc] initWithFrame:self.view.bounds];
                [self.outer addSubview:i];
                self.inner = i;
                self.gone = [Thing new];
            }
            - (void)viewDidAppear:(BOOL)animated {
                [super viewDidAppear:animated];
                NSMutableArray *list = [NSMutableArray array];
                NSLog(@"%d %d %d %d %lu", self.outer == nil, self.inner == nil, self.scroll == nil, self.gone == nil, (unsigned long)list.count);
            }
            @end
            Box *b = [[Box alloc] init];
            window.rootViewController = b;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            """)
        #expect(output == ["0 0 0 1 0"])
    }

    /// `dealloc` runs as ARC releases the object (it never ran): the holder's first, then what
    /// its properties held; `[super dealloc]` is ARC's error.
    @Test func deallocRunsAsARCReleases() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Child : UIViewController
            @end
            @implementation Child
            - (void)dealloc { NSLog(@"child dealloc"); }
            @end
            @interface Holder : NSObject
            @property (nonatomic, strong) Child *child;
            @end
            @implementation Holder
            - (void)dealloc { NSLog(@"holder dealloc"); }
            @end
            Holder *h = [Holder new];
            h.child = [Child new];
            NSLog(@"before");
            h = nil;
            NSLog(@"after");
            """)
        #expect(output == ["before", "holder dealloc", "child dealloc", "after"])
        let error = ObjectiveCTests.failure("@interface A : NSObject\n@end\n@implementation A\n- (void)dealloc { [super dealloc]; }\n@end")
        #expect(error?.message == "ARC forbids explicit message send of 'dealloc'")
    }

    /// The app's window and orientation as UIKit's deprecated API answers them (real files lay
    /// out from them): the key window is the predefined one, the window is portrait.
    @Test func theKeyWindowAndTheOrientation() throws {
        let output = try ObjectiveCTests.output(
            """
            UIViewController *root = [[UIViewController alloc] init];
            window.rootViewController = root;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            NSLog(@"%d %d %d %d %d", [UIApplication sharedApplication].keyWindow == window, [UIApplication sharedApplication].keyWindow.rootViewController == root,
                UIInterfaceOrientationIsLandscape(root.interfaceOrientation), UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation),
                root.interfaceOrientation == UIInterfaceOrientationPortrait);
            """)
        #expect(output == ["1 1 0 1 1"])
    }

    /// Setting `hidden` in viewWillLayoutSubviews (a tab indicator shown again at every layout)
    /// lays nothing out again: it looped to the run loop's limit.
    @Test func hiddenInALayoutCallbackSettles() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Bar : UIViewController
            @end
            @implementation Bar {
                UIView *indicator;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                indicator = [[UIView alloc] initWithFrame:CGRectMake(0, 40, 20, 4)];
                [self.view addSubview:indicator];
            }
            - (void)viewWillLayoutSubviews {
                [super viewWillLayoutSubviews];
                indicator.hidden = !indicator.hidden;
                indicator.hidden = NO;
            }
            @end
            window.rootViewController = [[Bar alloc] init];
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            NSLog(@"done");
            """)
        #expect(output == ["done"])
    }

    /// A menu inserted below a navigation controller's bar (not modelled as a view) is on top of
    /// the content, as the bar is above it (it was refused once positions were honoured).
    @Test func insertedBelowTheNavigationBar() throws {
        let output = try ObjectiveCTests.output(
            """
            UIViewController *home = [[UIViewController alloc] init];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:home];
            window.rootViewController = nav;
            [[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
            UIViewController *menu = [[UIViewController alloc] init];
            [nav.view insertSubview:menu.view belowSubview:nav.navigationBar];
            NSLog(@"%d %d", menu.view.superview == nav.view, nav.view.subviews.lastObject == menu.view);
            """)
        #expect(output == ["1 1"])
    }
}
