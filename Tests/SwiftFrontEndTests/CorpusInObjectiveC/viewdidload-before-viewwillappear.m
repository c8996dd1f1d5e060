#import <UIKit/UIKit.h>

@interface Manual : UIViewController
- (void)reveal:(UIViewController *)child;
@end

@implementation Manual
- (void)reveal:(UIViewController *)child { [child beginAppearanceTransition:YES animated:NO]; }
@end

Manual *P = [[Manual alloc] init];
UIViewController *C = [[UIViewController alloc] init];
window.rootViewController = P;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[P addChildViewController:C];
[C didMoveToParentViewController:P];
// --- script
[P reveal:C];
