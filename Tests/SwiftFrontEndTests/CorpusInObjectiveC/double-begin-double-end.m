#import <UIKit/UIKit.h>

static UIViewController *C;

@interface ManualContainerViewController : UIViewController
- (void)hideChildTwice;
@end

@implementation ManualContainerViewController
- (BOOL)shouldAutomaticallyForwardAppearanceMethods { return NO; }
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [C beginAppearanceTransition:YES animated:YES];
}
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [C endAppearanceTransition];
}
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [C beginAppearanceTransition:NO animated:YES];
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [C endAppearanceTransition];
}
- (void)hideChildTwice {
    [C beginAppearanceTransition:NO animated:NO];
    [C beginAppearanceTransition:NO animated:NO];
    [C endAppearanceTransition];
    [C endAppearanceTransition];
}
@end

ManualContainerViewController *P = [[ManualContainerViewController alloc] init];
C = [[UIViewController alloc] init];
[P addChildViewController:C];
[P.view addSubview:C.view];
[C didMoveToParentViewController:P];
window.rootViewController = P;
// --- script
[P hideChildTwice];
