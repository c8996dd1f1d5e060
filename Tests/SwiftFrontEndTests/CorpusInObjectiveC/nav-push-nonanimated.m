#import <UIKit/UIKit.h>

@interface Router : NSObject
- (instancetype)initWithNavigation:(UINavigationController *)navigation;
- (void)open:(UIViewController *)screen;
@end

@implementation Router {
    UINavigationController *_navigation;
}
- (instancetype)initWithNavigation:(UINavigationController *)navigation {
    self = [super init];
    if (self) {
        _navigation = navigation;
    }
    return self;
}
- (void)open:(UIViewController *)screen { [_navigation pushViewController:screen animated:NO]; }
@end

UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:A];
window.rootViewController = nav;
Router *router = [[Router alloc] initWithNavigation:nav];
// --- script
[router open:B];
