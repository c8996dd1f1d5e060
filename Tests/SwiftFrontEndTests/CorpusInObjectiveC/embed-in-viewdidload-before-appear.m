#import <UIKit/UIKit.h>

static UIViewController *C;

@interface ContainerViewController : UIViewController
@end

@implementation ContainerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self addChildViewController:C];
    [self.view addSubview:C.view];
    C.view.translatesAutoresizingMaskIntoConstraints = NO;
    [NSLayoutConstraint activateConstraints:@[
        [C.view.topAnchor constraintEqualToAnchor:self.view.topAnchor],
        [C.view.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
        [C.view.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [C.view.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
    ]];
    [C didMoveToParentViewController:self];
}
@end

ContainerViewController *P = [[ContainerViewController alloc] init];
C = [[UIViewController alloc] init];
// --- script
window.rootViewController = P;
