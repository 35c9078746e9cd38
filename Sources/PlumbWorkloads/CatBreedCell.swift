// CatBreedCell: the blog's reusable cat card (technique 2) as a collection view cell.
//
// Design. The blog's card cannot simply drop an empty label: the 8-pt gaps around it would add
// up. Each label therefore sits in a block (8 pt from the block's sides, 4 pt from its top and
// bottom at priorities 750 and 749), the blocks are stacked between two 4-pt spacers, and each block's height
// is capped by a required constraint whose constant is 0 when the field is missing and 10,000 when
// present. Filling the card only moves constants and texts, so one card serves any record: the
// gaps of a missing field collapse with its block (the insets give way to the cap of 0). The bottom
// inset gives way first (749 under the top's 750): at equal priorities an empty label could sit
// anywhere between its block's top and bottom insets, an ambiguous layout.

import Plumb

/// One record of the cat-breed list: a breed, its country of origin and a description, each of
/// which may be missing.
public struct CatBreed: Hashable, Sendable {
    /// The breed's name, or nil.
    public var name: String?
    /// The country of origin, or nil.
    public var country: String?
    /// The description, or nil.
    public var summary: String?

    /// Creates a record.
    public init(name: String?, country: String?, summary: String?) {
        self.name = name
        self.country = country
        self.summary = summary
    }

    /// The fields in the card's order: name, country, description.
    public var fields: [String?] { [name, country, summary] }
}

/// The blog's cat card as a self-sizing `CollectionViewCell` (the blog's technique 2):
/// three multi-line labels (breed bold 17, country 14, description 15) in capped blocks, so that a
/// card refilled with another record, fields missing or not, lays out as a new card would. Open,
/// as UIKit's cells are, for subclasses that add to it.
open class CatBreedCell: CollectionViewCell {
    /// The reuse identifier the cat-breed list registers the cell under.
    public static let reuseIdentifier = "CatBreedCell"
    /// The labels' fonts: the breed bold 17, the country 14, the description 15.
    public static let fonts = [
        Font.boldSystemFont(ofSize: 17), .systemFont(ofSize: 14), .systemFont(ofSize: 15),
    ]

    /// The card's background, the blog's cream: #f3ede4.
    public static let cardColor = Color(red: 0xf3, green: 0xed, blue: 0xe4)

    /// The breed, country and description labels.
    public let labels: [Label]
    /// The blocks holding each label.
    public let blocks: [View]
    /// The blocks' height caps: 0 for a missing field, 10,000 for a present one.
    public let caps: [LayoutConstraint]

    /// Builds the card's views and constraints inside `CollectionViewCell.contentView`.
    public required init(frame: Rect) {
        labels = zip(Self.fonts, ["name", "country", "description"]).map { font, name in
            let label = Label("", font: font)
            label.numberOfLines = 0
            label.accessibilityIdentifier = name
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }
        blocks = ["nameBlock", "countryBlock", "descriptionBlock"].map(Self.constrainedView)
        caps = blocks.map { $0.heightAnchor.constraint(lessThanOrEqualToConstant: 0) }
        super.init(frame: frame)
        let content = contentView
        content.backgroundColor = Self.cardColor
        let column = [Self.constrainedView("topSpacer")] + blocks + [Self.constrainedView("bottomSpacer")]
        var constraints = [
            column[0].topAnchor.constraint(equalTo: content.topAnchor),
            column[0].heightAnchor.constraint(equalToConstant: 4),
            content.bottomAnchor.constraint(equalTo: column[4].bottomAnchor),
            column[4].heightAnchor.constraint(equalToConstant: 4),
        ]
        for view in column {
            content.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            ]
        }
        for (upper, lower) in zip(column, column.dropFirst()) {
            constraints.append(lower.topAnchor.constraint(equalTo: upper.bottomAnchor))
        }
        for (block, label) in zip(blocks, labels) {
            block.addSubview(label)
            let top = label.topAnchor.constraint(equalTo: block.topAnchor, constant: 4)
            let bottom = block.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4)
            top.priority = .defaultHigh
            bottom.priority = 749
            constraints += [
                top, bottom,
                label.leadingAnchor.constraint(equalTo: block.leadingAnchor, constant: 8),
                block.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            ]
        }
        // Every constraint relates views of the cell's own subtree: activation cannot fail.
        try? LayoutConstraint.activate(constraints + caps)
    }

    /// Shows `breed`: each label's text, each block's cap (0 when the field is missing).
    public func fill(_ breed: CatBreed) {
        for (index, field) in breed.fields.enumerated() {
            labels[index].text = field ?? ""
            caps[index].constant = field == nil ? 0 : 10_000
        }
    }

    /// A view laid out by constraints, named for diagnostics.
    private static func constrainedView(_ name: String) -> View {
        let view = View()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}
