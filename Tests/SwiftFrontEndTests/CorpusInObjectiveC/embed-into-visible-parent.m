#import <UIKit/UIKit.h>

@interface Container : UIViewController
- (void)embed:(UIViewController *)child;
@end

@implementation Container
- (void)embed:(UIViewController *)child {
    [self addChildViewController:child];
    [self.view addSubview:child.view];
    child.view.translatesAutoresizingMaskIntoConstraints = NO;
    [NSLayoutConstraint activateConstraints:@[
        [child.view.topAnchor constraintEqualToAnchor:self.view.topAnchor],
        [child.view.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
        [child.view.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [child.view.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
    ]];
    [child didMoveToParentViewController:self];
}
@end

Container *P = [[Container alloc] init];
UIViewController *C = [[UIViewController alloc] init];
window.rootViewController = P;
// --- script
[P embed:C];
