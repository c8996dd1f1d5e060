#import <UIKit/UIKit.h>

@interface FlowNavigationController : UINavigationController
- (void)restart;
@end

@implementation FlowNavigationController
- (void)restart { [self popToRootViewControllerAnimated:YES]; }
@end

UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
FlowNavigationController *nav = [[FlowNavigationController alloc] initWithRootViewController:A];
window.rootViewController = nav;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[nav pushViewController:B animated:NO];
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[nav pushViewController:C animated:NO];
// --- script
[nav restart];
