import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Foundation's mutable collections are shared objects (issue 43): every variable, property,
/// block and collection holding one sees its changes; `copy` (and a `copy` property's setter)
/// takes a snapshot; changes follow Foundation's rules and raise its exceptions.
@Suite struct ObjectiveCCollectionTests {
    @Test func aMutableCollectionIsOneObjectForAllItsHolders() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Store : NSObject
            @property (nonatomic, strong) NSMutableArray *items;
            @property (nonatomic, copy) NSArray *snapshot;
            @end
            @implementation Store
            - (instancetype)init {
                if (self = [super init]) { _items = [NSMutableArray array]; }
                return self;
            }
            - (void)add:(NSString *)s { [self.items addObject:s]; }
            @end
            void fill(NSMutableArray *list) { [list addObject:@"f"]; }
            Store *store = [[Store alloc] init];
            NSMutableArray *alias = store.items;
            [store add:@"a"];
            [alias addObject:@"b"];
            fill(alias);
            NSArray *holder = @[alias];
            [alias addObject:@"c"];
            NSLog(@"%lu %lu %lu", (unsigned long)store.items.count, (unsigned long)alias.count, (unsigned long)[holder[0] count]);
            NSMutableArray *list = [NSMutableArray arrayWithObjects:@"x", @"y", nil];
            store.snapshot = list;
            [list addObject:@"z"];
            void (^drop)(void) = ^{ [list removeObjectAtIndex:0]; };
            drop();
            NSLog(@"%lu %@ %@", (unsigned long)store.snapshot.count, [list componentsJoinedByString:@","], list == alias ? @"same" : @"other");
            """)
        #expect(output == ["4 4 4", "2 y,z other"])
    }

    @Test func changesFollowFoundationsRules() throws {
        let output = try ObjectiveCTests.output(
            """
            NSMutableArray *list = [[NSMutableArray alloc] initWithObjects:@1, @2, @3, nil];
            list[3] = @4;
            list[0] = @0;
            [list insertObject:@9 atIndex:4];
            [list exchangeObjectAtIndex:0 withObjectAtIndex:4];
            [list replaceObjectAtIndex:1 withObject:@7];
            [list removeObjectsInArray:@[@3, @5]];
            NSLog(@"%@", [list componentsJoinedByString:@" "]);
            NSMutableDictionary *table = [NSMutableDictionary dictionaryWithObject:@"one" forKey:@"1"];
            NSMutableDictionary *same = table;
            table[@"2"] = @"two";
            [same addEntriesFromDictionary:@{@"3": @"three"}];
            table[@"1"] = nil;
            [table removeObjectForKey:@"missing"];
            NSLog(@"%lu %@ %@", (unsigned long)same.count, same[@"2"], [table objectForKey:@"1"]);
            NSMutableSet *seen = [NSMutableSet set];
            [seen addObject:@"a"];
            [seen addObject:@"a"];
            NSLog(@"%lu %d", (unsigned long)seen.count, [seen containsObject:@"a"]);
            NSArray *frozen = [list copy];
            NSMutableArray *thawed = [frozen mutableCopy];
            [thawed removeAllObjects];
            NSLog(@"%lu %lu", (unsigned long)frozen.count, (unsigned long)thawed.count);
            """)
        #expect(output == ["9 7 4 0", "2 two (null)", "1 1", "4 0"])
    }

    @Test(arguments: [
        (
            "NSMutableArray *l = [NSMutableArray new];\n[l addObject:nil];", "NSInvalidArgumentException",
            "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil"
        ),
        (
            "NSMutableArray *l = [NSMutableArray new];\n[l addObject:@1];\n[l removeObjectAtIndex:3];", "NSRangeException",
            "*** -[__NSArrayM removeObjectAtIndex:]: index 3 beyond bounds [0 .. 0]"
        ),
        (
            "NSMutableArray *l = [NSMutableArray new];\nid x = l[0];", "NSRangeException",
            "*** -[__NSArrayM objectAtIndexedSubscript:]: index 0 beyond bounds for empty array"
        ),
        (
            "NSMutableArray *l = [NSMutableArray new];\nl[2] = @1;", "NSRangeException",
            "*** -[__NSArrayM setObject:atIndexedSubscript:]: index 2 beyond bounds for empty array"
        ),
        (
            "NSMutableDictionary *d = [NSMutableDictionary new];\nNSString *s = nil;\n[d setObject:s forKey:@\"k\"];", "NSInvalidArgumentException",
            "*** -[__NSDictionaryM setObject:forKey:]: object cannot be nil (key: k)"
        ),
        (
            "NSArray *a = @[@1];\n[(NSMutableArray *)a addObject:@2];", "NSInvalidArgumentException",
            "-[NSArray addObject:]: unrecognized selector sent to instance 0x..."
        ),
        // The classic: removing while a for-in walks the collection.
        (
            "NSMutableArray *l = [@[@1, @2, @3] mutableCopy];\nfor (NSNumber *n in l) { if ([n intValue] == 1) [l removeObject:n]; }",
            "NSGenericException", "*** Collection <__NSArrayM: 0x...> was mutated while being enumerated."
        ),
        // A `copy` property keeps an immutable copy: the mutable array's messages are not its own.
        (
            "@interface H : NSObject\n@property (nonatomic, copy) NSMutableArray *list;\n@end\n@implementation H\n@end\nH *h = [H new];\nh.list = [NSMutableArray array];\n[h.list addObject:@1];",
            "NSInvalidArgumentException", "-[NSArray addObject:]: unrecognized selector sent to instance 0x..."
        ),
    ])
    func misuseRaisesFoundationsException(_ source: String, _ name: String, _ reason: String) {
        ObjectiveCTests.expectException(source, name, reason)
    }

    /// UIKit takes a mutable collection's items: its array properties copy.
    @Test func uikitTakesTheItems() throws {
        let output = try ObjectiveCTests.output(
            """
            UITabBarController *tabs = [[UITabBarController alloc] init];
            NSMutableArray *pages = [NSMutableArray array];
            [pages addObject:[UIViewController new]];
            [pages addObject:[UIViewController new]];
            [tabs setViewControllers:pages animated:NO];
            [pages removeAllObjects];
            UIView *box = [UIView new];
            NSMutableArray *constraints = [NSMutableArray array];
            [constraints addObject:[box.widthAnchor constraintEqualToConstant:10]];
            [NSLayoutConstraint activateConstraints:constraints];
            NSLog(@"%lu %lu", (unsigned long)tabs.viewControllers.count, (unsigned long)pages.count);
            """)
        #expect(output == ["2 0"])
    }

    /// More of NSArray, found on real files: a new array with one more object or another
    /// array's, and the objects last to first.
    @Test func arraysAddedToAndWalkedBackwards() throws {
        let output = try ObjectiveCTests.output(
            """
            UITabBarController *tabs = [[UITabBarController alloc] init];
            tabs.viewControllers = @[[[UIViewController alloc] init], [[UIViewController alloc] init]];
            tabs.viewControllers = [tabs.viewControllers arrayByAddingObject:[[UIViewController alloc] init]];
            NSMutableArray *cards = [NSMutableArray arrayWithObjects:@"a", @"b", @"c", nil];
            NSArray *more = [cards arrayByAddingObjectsFromArray:@[@"d"]];
            [cards addObject:@"e"];
            NSString *joined = @"";
            for (NSString *card in [cards reverseObjectEnumerator]) { joined = [joined stringByAppendingString:card]; }
            NSLog(@"%lu %lu %@", (unsigned long)tabs.viewControllers.count, (unsigned long)more.count, joined);
            """)
        #expect(output == ["3 4 ecba"])
    }

    /// An NSMutableString is one object for its holders too; `copy` and UIKit take its text.
    @Test func aMutableStringIsShared() throws {
        let output = try ObjectiveCTests.output(
            """
            NSMutableString *s = [NSMutableString string];
            NSMutableString *alias = s;
            [s appendString:@"ab"];
            [alias appendFormat:@"-%d", 3];
            NSString *frozen = [s copy];
            [s appendString:@"!"];
            NSMutableString *t = [@"x" mutableCopy];
            [t setString:@"y"];
            UILabel *label = [UILabel new];
            label.text = s;
            NSLog(@"%@ %@ %lu %@ %d %@ %@", s, frozen, (unsigned long)s.length, t, [s isEqualToString:@"ab-3!"], [s stringByAppendingString:@"?"], label.text);
            """)
        #expect(output == ["ab-3! ab-3 5 y 1 ab-3!? ab-3!"])
    }
}
