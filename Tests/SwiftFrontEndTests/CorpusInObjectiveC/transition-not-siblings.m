#import <UIKit/UIKit.h>

@interface Swapper : UIViewController
- (void)show:(UIViewController *)child;
- (void)swap:(UIViewController *)old for:(UIViewController *)new;
@end

@implementation Swapper
- (void)show:(UIViewController *)child {
    [self addChildViewController:child];
    child.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}

- (void)swap:(UIViewController *)old for:(UIViewController *)new {
    // Forgot addChildViewController:new: the two are not siblings.
    [self transitionFromViewController:old toViewController:new duration:0.25 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished) {
        [old removeFromParentViewController];
        [new didMoveToParentViewController:self];
    }];
}
@end

Swapper *P = [[Swapper alloc] init];
UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
window.rootViewController = P;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[P show:A];
// --- script
[P swap:A for:B];
