#import <UIKit/UIKit.h>

@interface MainTabBarController : UITabBarController
- (void)install:(NSArray<UIViewController *> *)roots;
@end

@implementation MainTabBarController
- (void)install:(NSArray<UIViewController *> *)roots {
    NSMutableArray<UIViewController *> *controllers = [NSMutableArray array];
    for (UIViewController *root in roots) {
        [controllers addObject:[[UINavigationController alloc] initWithRootViewController:root]];
    }
    self.viewControllers = controllers;
}
@end

UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
UIViewController *D = [[UIViewController alloc] init];
MainTabBarController *tab = [[MainTabBarController alloc] init];
// --- script
UINavigationController *N1 = [[UINavigationController alloc] initWithRootViewController:A];
UINavigationController *N2 = [[UINavigationController alloc] initWithRootViewController:B];
UINavigationController *N3 = [[UINavigationController alloc] initWithRootViewController:C];
UINavigationController *N4 = [[UINavigationController alloc] initWithRootViewController:D];
tab.viewControllers = @[N1, N2, N3, N4];
window.rootViewController = tab;
