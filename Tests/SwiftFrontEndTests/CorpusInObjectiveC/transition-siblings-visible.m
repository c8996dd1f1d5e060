#import <UIKit/UIKit.h>

@interface SwapContainer : UIViewController
- (void)show:(UIViewController *)first;
- (void)swapFrom:(UIViewController *)old to:(UIViewController *)new;
@end

@implementation SwapContainer
- (void)show:(UIViewController *)first {
    [self addChildViewController:first];
    first.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:first.view];
    [first didMoveToParentViewController:self];
}

- (void)swapFrom:(UIViewController *)old to:(UIViewController *)new {
    [self addChildViewController:new];
    [old willMoveToParentViewController:nil];
    [self transitionFromViewController:old toViewController:new duration:0.4 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished) {
        [new didMoveToParentViewController:self];
        [old removeFromParentViewController];
    }];
}
@end

SwapContainer *P = [[SwapContainer alloc] init];
UIViewController *from = [[UIViewController alloc] init];
UIViewController *to = [[UIViewController alloc] init];
window.rootViewController = P;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[P show:from];
// --- script
[P swapFrom:from to:to];
