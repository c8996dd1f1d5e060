// A hand-made tab container in Objective-C, as long-lived apps wrote them: the paste the
// Objective-C benchmark measures (scripts/perf/swift_file_latency.py, docs/performance.md).
#import <UIKit/UIKit.h>

#define kTabBarHeight 49.0
#define kAnimationDuration 0.25

typedef NS_ENUM(NSInteger, TabIndex) {
    TabIndexFeed,
    TabIndexSearch,
    TabIndexProfile
};

@class TabContainerViewController;

@protocol TabContainerDelegate <NSObject>
- (void)tabContainer:(TabContainerViewController *)container didSelectIndex:(NSInteger)index;
@end

@interface TabContainerViewController : UIViewController
@property (nonatomic, copy) NSArray *viewControllers;
@property (nonatomic, assign) NSInteger selectedIndex;
@property (nonatomic, weak) id<TabContainerDelegate> delegate;
@property (nonatomic, strong) UIView *tabBar;
@property (nonatomic, strong) UIView *contentView;
- (void)selectIndex:(NSInteger)index animated:(BOOL)animated;
@end

@implementation TabContainerViewController {
    UIViewController *_selected;
    BOOL _switching;
}

- (instancetype)initWithViewControllers:(NSArray *)controllers {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _viewControllers = [controllers copy];
        _selectedIndex = NSNotFound;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    CGRect bounds = self.view.bounds;
    self.contentView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, bounds.size.width, bounds.size.height - kTabBarHeight)];
    self.contentView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.contentView];
    self.tabBar = [[UIView alloc] initWithFrame:CGRectMake(0, bounds.size.height - kTabBarHeight, bounds.size.width, kTabBarHeight)];
    [self.view addSubview:self.tabBar];
    if (self.viewControllers.count > 0) {
        [self selectIndex:0 animated:NO];
    }
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    _selected.view.frame = self.contentView.bounds;
}

- (void)selectIndex:(NSInteger)index animated:(BOOL)animated {
    if (index < 0 || index >= (NSInteger)self.viewControllers.count) {
        NSLog(@"index %ld out of range", (long)index);
        return;
    }
    if (index == self.selectedIndex || _switching) {
        return;
    }
    UIViewController *next = self.viewControllers[index];
    UIViewController *previous = _selected;
    [self addChildViewController:next];
    next.view.frame = self.contentView.bounds;
    if (!previous) {
        [self.contentView addSubview:next.view];
        [next didMoveToParentViewController:self];
        [self finishSelecting:next index:index];
        return;
    }
    _switching = YES;
    [previous willMoveToParentViewController:nil];
    CGFloat width = self.contentView.bounds.size.width;
    CGFloat direction = index > self.selectedIndex ? 1 : -1;
    next.view.frame = CGRectOffset(self.contentView.bounds, direction * width, 0);
    [self transitionFromViewController:previous
                      toViewController:next
                              duration:animated ? kAnimationDuration : 0
                               options:UIViewAnimationOptionCurveEaseInOut
                            animations:^{
                                next.view.frame = self.contentView.bounds;
                                previous.view.frame = CGRectOffset(self.contentView.bounds, -direction * width, 0);
                            }
                            completion:^(BOOL finished) {
                                [previous removeFromParentViewController];
                                [next didMoveToParentViewController:self];
                                [self finishSelecting:next index:index];
                            }];
}

- (void)finishSelecting:(UIViewController *)controller index:(NSInteger)index {
    _selected = controller;
    _selectedIndex = index;
    _switching = NO;
    if ([self.delegate respondsToSelector:@selector(tabContainer:didSelectIndex:)]) {
        [self.delegate tabContainer:self didSelectIndex:index];
    }
}

@end

@interface FeedViewController : UIViewController
@end
@implementation FeedViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    NSLog(@"feed on screen: %@", NSStringFromCGRect(self.view.frame));
}
@end

@interface SearchViewController : UIViewController
@end
@implementation SearchViewController
@end

@interface ProfileViewController : UIViewController
@end
@implementation ProfileViewController
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    NSLog(@"profile leaving, animated %d", animated);
}
@end

@interface Coordinator : NSObject <TabContainerDelegate>
@property (nonatomic) NSInteger selections;
@end
@implementation Coordinator
- (void)tabContainer:(TabContainerViewController *)container didSelectIndex:(NSInteger)index {
    self.selections += 1;
    NSLog(@"selected %ld (%ld so far)", (long)index, (long)self.selections);
}
@end

Coordinator *coordinator = [[Coordinator alloc] init];
TabContainerViewController *tabs = [[TabContainerViewController alloc] initWithViewControllers:@[
    [[FeedViewController alloc] init], [[SearchViewController alloc] init], [[ProfileViewController alloc] init]
]];
tabs.delegate = coordinator;
window.rootViewController = tabs;
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
[tabs selectIndex:TabIndexProfile animated:YES];
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.5]];
[tabs selectIndex:TabIndexSearch animated:NO];
[[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.5]];
NSLog(@"children %lu, selected %ld", (unsigned long)tabs.childViewControllers.count, (long)tabs.selectedIndex);
