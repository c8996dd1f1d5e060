#import <UIKit/UIKit.h>

@interface Parent : UIViewController
- (void)adopt:(UIViewController *)child;
@end

@implementation Parent
- (void)adopt:(UIViewController *)child { [self addChildViewController:child]; }
@end

Parent *P = [[Parent alloc] init];
UIViewController *C = [[UIViewController alloc] init];
// --- script
[P adopt:C];
