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
}
