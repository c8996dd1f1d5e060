// title: Objective-C: a container that forwards appearance by hand
// description: An Objective-C container turns off automatic forwarding and calls beginAppearanceTransition:animated: and endAppearanceTransition itself, then swaps its child inside an animation, ending both sides' transitions in the completion (transitionFromViewController: would raise here: a container that forwards by hand may not call it). Edit it, or paste your own .m: #import and @interface are enough for the playground to read it as Objective-C).
#import <UIKit/UIKit.h>

@interface CardContainer : UIViewController
@property (nonatomic, strong) UIViewController *current;
- (void)show:(UIViewController *)card;
- (void)swapTo:(UIViewController *)card;
@end

@implementation CardContainer

- (BOOL)shouldAutomaticallyForwardAppearanceMethods {
    return NO;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.current beginAppearanceTransition:YES animated:animated];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self.current endAppearanceTransition];
}

- (void)show:(UIViewController *)card {
    [self addChildViewController:card];
    card.view.frame = self.view.bounds;
    [self.view addSubview:card.view];
    [card didMoveToParentViewController:self];
    self.current = card;
}

- (void)swapTo:(UIViewController *)card {
    UIViewController *old = self.current;
    [old willMoveToParentViewController:nil];
    [self addChildViewController:card];
    // Forwarding by hand: each side hears will now and did when the animation ends.
    [old beginAppearanceTransition:NO animated:YES];
    [card beginAppearanceTransition:YES animated:YES];
    card.view.frame = self.view.bounds;
    card.view.alpha = 0;
    [self.view addSubview:card.view];
    [UIView animateWithDuration:0.3
                     animations:^{
                         card.view.alpha = 1;
                     }
                     completion:^(BOOL finished) {
                         [old.view removeFromSuperview];
                         [old endAppearanceTransition];
                         [card endAppearanceTransition];
                         [old removeFromParentViewController];
                         [card didMoveToParentViewController:self];
                         self.current = card;
                     }];
}

@end

@interface FrontCard : UIViewController
@end
@implementation FrontCard
@end

@interface BackCard : UIViewController
@end
@implementation BackCard
@end

CardContainer *container = [[CardContainer alloc] init];
[container show:[[FrontCard alloc] init]];
window.rootViewController = container;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
[container swapTo:[[BackCard alloc] init]];
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]];
NSLog(@"children: %lu", (unsigned long)container.childViewControllers.count);
