/// The position of an item in a ``CollectionView``: its section and its index in the section
/// (Foundation's `IndexPath` as UIKit's collection views use it).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item's index in its section, from 0.
    public var item: Int

    /// Creates the index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as Foundation prints it.
    public var description: String { "[\(section), \(item)]" }
}
