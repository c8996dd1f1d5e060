#import <UIKit/UIKit.h>

@interface UIViewController (Embedding)
- (void)embedFullScreen:(UIViewController *)child;
- (void)refresh:(UIViewController *)child;
@end

@implementation UIViewController (Embedding)
- (void)embedFullScreen:(UIViewController *)child {
    [self addChildViewController:child];
    child.view.frame = CGRectMake(0, 0, 390, 844);
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];
}
- (void)refresh:(UIViewController *)child {
    [child viewWillAppear:NO];  // the misuse: UIKit's callback called by hand
}
@end

UIViewController *P = [[UIViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
[P embedFullScreen:C];
// --- script
[P refresh:C];
