// `import UIKit` brings Foundation (CGFloat, NSCoder, NotificationCenter, …) with it, so a ported file that had only
// `import UIKit` needs only `import OverlayUIKit` here. Re-exporting is the one way Swift offers to do the same.
@_exported import Foundation
