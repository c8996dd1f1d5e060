#import <UIKit/UIKit.h>

@interface SceneViewController : UIViewController
@property (nonatomic, strong, readonly) UIViewController *embedded;
@end

@implementation SceneViewController
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    [super prepareForSegue:segue sender:sender];
    _embedded = segue.destinationViewController;
}
@end

SceneViewController *P = [[SceneViewController alloc] init];
UIViewController *C = [[UIViewController alloc] init];
[P storyboardEmbed:C];
// --- script
window.rootViewController = P;
