#import <UIKit/UIKit.h>

static UIViewController *C;

@interface ContainerViewController : UIViewController
@end

@implementation ContainerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self addChildViewController:C];
    [self.view addSubview:C.view];
}
@end

ContainerViewController *P = [[ContainerViewController alloc] init];
C = [[UIViewController alloc] init];
// --- script
window.rootViewController = P;
