#import <UIKit/UIKit.h>

@interface UIViewController (Containment)
- (void)embed:(UIViewController *)child;
- (void)detach;
@end

@implementation UIViewController (Containment)
- (void)embed:(UIViewController *)child {
    [self addChildViewController:child];
    child.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}

- (void)detach {
    [self.view removeFromSuperview];
    [self removeFromParentViewController];
}
@end

UIViewController *P = [[UIViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
[P embed:C];
// --- script
[C detach];
