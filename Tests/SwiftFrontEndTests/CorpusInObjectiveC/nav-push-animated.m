#import <UIKit/UIKit.h>

@interface Coordinator : NSObject
@property (nonatomic, strong, readonly) UINavigationController *nav;
- (instancetype)initWithNav:(UINavigationController *)nav;
- (void)showDetail:(UIViewController *)detail;
@end

@implementation Coordinator
- (instancetype)initWithNav:(UINavigationController *)nav {
    self = [super init];
    if (self) {
        _nav = nav;
    }
    return self;
}
- (void)showDetail:(UIViewController *)detail { [self.nav pushViewController:detail animated:YES]; }
@end

UIViewController *A = [[UIViewController alloc] init];
UIViewController *B = [[UIViewController alloc] init];
UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:A];
window.rootViewController = nav;
Coordinator *coordinator = [[Coordinator alloc] initWithNav:nav];
// --- script
[coordinator showDetail:B];
