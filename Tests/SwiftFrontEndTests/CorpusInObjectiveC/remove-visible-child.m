#import <UIKit/UIKit.h>

@interface UIViewController (Containment)
- (void)embed:(UIViewController *)child;
- (void)removeFromContainer;
@end

@implementation UIViewController (Containment)
- (void)embed:(UIViewController *)child {
    [self addChildViewController:child];
    child.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}

- (void)removeFromContainer {
    [self willMoveToParentViewController:nil];
    [self.view removeFromSuperview];
    [self removeFromParentViewController];
}
@end

UIViewController *P = [[UIViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
window.rootViewController = P;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[P embed:C];
// --- script
[C removeFromContainer];
