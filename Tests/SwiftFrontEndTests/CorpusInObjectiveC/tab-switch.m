#import <UIKit/UIKit.h>

@interface Tabs : UITabBarController
- (void)showContacts;
@end

@implementation Tabs
- (void)showContacts { self.selectedIndex = 1; }
@end

UIViewController *Message = [[UIViewController alloc] init];
UIViewController *Contact = [[UIViewController alloc] init];
Tabs *tab = [[Tabs alloc] init];
tab.viewControllers = @[Message, Contact];
window.rootViewController = tab;
// --- script
[tab showContacts];
