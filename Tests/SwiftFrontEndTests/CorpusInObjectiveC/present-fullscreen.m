#import <UIKit/UIKit.h>

@interface UIViewController (FullScreen)
- (void)presentFullScreen:(UIViewController *)other;
@end

@implementation UIViewController (FullScreen)
- (void)presentFullScreen:(UIViewController *)other {
    other.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:other animated:YES completion:^{}];
}
@end

UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
window.rootViewController = A;
// --- script
[A presentFullScreen:B];
