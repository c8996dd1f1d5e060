#import <UIKit/UIKit.h>

@interface Switcher : UIViewController
- (void)show:(UIViewController *)child;
- (void)cutFrom:(UIViewController *)old to:(UIViewController *)new;
@end

@implementation Switcher
- (void)show:(UIViewController *)child {
    [self addChildViewController:child];
    child.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}

- (void)cutFrom:(UIViewController *)old to:(UIViewController *)new {
    [self addChildViewController:new];
    [old willMoveToParentViewController:nil];
    [self transitionFromViewController:old toViewController:new duration:0 options:0 animations:nil completion:^(BOOL finished) {
        [new didMoveToParentViewController:self];
        [old removeFromParentViewController];
    }];
}
@end

Switcher *P = [[Switcher alloc] init];
UIViewController *from = [[UIViewController alloc] init];
UIViewController *to = [[UIViewController alloc] init];
window.rootViewController = P;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate date]];
[P show:from];
// --- script
[P cutFrom:from to:to];
