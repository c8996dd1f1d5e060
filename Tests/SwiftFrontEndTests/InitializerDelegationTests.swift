import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A view's or a controller's initialiser delegating to another of its class, and UIKit's
/// `super.init(frame:)`: found on real Objective-C files by a helper (the other initialiser
/// never ran, without a word; the frame stayed zero).
@Suite struct InitializerDelegationTests {
    @Test func anObjectiveCInitialiserDelegates() throws {
        let output = try ObjectiveCTests.output(
            """
            @interface Card : UIView
            @property (nonatomic, strong) NSString *name;
            @end
            @implementation Card
            - (instancetype)initWithName:(NSString *)name width:(CGFloat)width {
                if (!(self = [super initWithFrame:CGRectMake(0, 0, width, 10)])) return nil;
                NSLog(@"designated %@", name);
                _name = name;
                return self;
            }
            - (instancetype)initWithName:(NSString *)name { return [self initWithName:name width:40]; }
            @end
            Card *card = [[Card alloc] initWithName:@"a"];
            NSLog(@"%@ %.0f", card.name, card.frame.size.width);
            """)
        #expect(output == ["designated a", "a 40"])
    }

    @Test func aSwiftConvenienceInitialiserOfAViewDelegates() throws {
        let output = try LanguageTests.output(
            """
            import UIKit
            final class Card: UIView {
                var name = ""
                init(name: String, size: CGFloat) {
                    super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
                    self.name = name
                }
                convenience init(name: String) { self.init(name: name, size: 10) }
                required init?(coder: NSCoder) { fatalError() }
            }
            let c = Card(name: "a")
            let d = Card(name: "d", size: 7)
            print(c.name, c.frame.width, d.frame.width)
            """)
        #expect(output == ["a 10.0 7.0"])
    }
}
