import Plumb
import Testing

/// A breed of the blog seed's cat cards (seeds/003); a missing field is nil.
struct Breed: Sendable, Hashable {
    var name: String?
    var country: String?
    var summary: String?

    var fields: [String?] { [name, country, summary] }

    static let texts = [
        [
            "Британская короткошёрстная", "Великобритания",
            "Спокойная и независимая кошка с плотной шерстью и круглой мордой. Легко переносит одиночество.",
        ],
        [
            "Сфинкс", "Канада",
            "Бесшёрстная порода, выведенная в Торонто в 1966 году. Любопытна, ласкова и очень общительна.",
        ],
    ]

    /// The breed of text set `set` with the fields present as the bits of `mask` say (bit 0 name,
    /// bit 1 country, bit 2 description).
    init(set: Int, mask: Int) {
        let texts = Breed.texts[set % Breed.texts.count]
        name = mask & 1 != 0 ? texts[0] : nil
        country = mask & 2 != 0 ? texts[1] : nil
        summary = mask & 4 != 0 ? texts[2] : nil
    }

    /// Item k of a list: the eight combinations of missing fields in turn, the text set changing
    /// every eight items.
    static func item(_ k: Int) -> Breed { Breed(set: k / 8, mask: (k * 5 + k / 8) % 8) }
}

/// The blog's reusable card (technique 2): each label in a block capped at 0 (field missing) or
/// 10,000, the label 4 pt from its block's top and bottom at 750, spacers of 4 above and below.
final class CatCardCell: CollectionViewCell {
    static let fonts = [Font.boldSystemFont(ofSize: 17), .systemFont(ofSize: 14), .systemFont(ofSize: 15)]
    let labels: [Label]
    let blocks: [View]
    let caps: [LayoutConstraint]
    var reuseCount = 0

    required init(frame: Rect) {
        labels = zip(Self.fonts, ["name", "country", "description"]).map { font, name in
            let label = Label("", font: font)
            label.numberOfLines = 0
            label.accessibilityIdentifier = name
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }
        blocks = ["nameBlock", "countryBlock", "descriptionBlock"].map(constrainedView)
        caps = blocks.map { $0.heightAnchor.constraint(lessThanOrEqualToConstant: 0) }
        super.init(frame: frame)
        let content = contentView
        let topSpacer = constrainedView("topSpacer")
        let bottomSpacer = constrainedView("bottomSpacer")
        let column = [topSpacer] + blocks + [bottomSpacer]
        var constraints = [
            topSpacer.topAnchor.constraint(equalTo: content.topAnchor),
            topSpacer.heightAnchor.constraint(equalToConstant: 4),
            content.bottomAnchor.constraint(equalTo: bottomSpacer.bottomAnchor),
            bottomSpacer.heightAnchor.constraint(equalToConstant: 4),
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
            bottom.priority = .defaultHigh
            constraints += [
                top, bottom,
                label.leadingAnchor.constraint(equalTo: block.leadingAnchor, constant: 8),
                block.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            ]
        }
        do {
            try LayoutConstraint.activate(constraints + caps)
        } catch {
            Issue.record(error)
        }
    }

    func fill(_ breed: Breed) {
        for (index, field) in breed.fields.enumerated() {
            labels[index].text = field ?? ""
            caps[index].constant = field == nil ? 0 : 10_000
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    /// The frames of the labels with text, in the cell's coordinates (an empty label in its
    /// collapsed block has no meaningful frame: its 750 insets tie with its compression resistance).
    var labelFrames: [Rect] {
        labels.filter { !$0.text.isEmpty }.map { $0.superview!.convert($0.frame, to: self) }
    }

    /// A new card filled with `breed`: its fitting height at `width` and, laid out at that size,
    /// its labels' frames.
    static func fresh(_ breed: Breed, width: Double) -> (height: Double, labels: [Rect]) {
        let cell = CatCardCell(frame: Rect(x: 0, y: 0, width: width, height: 50))
        cell.fill(breed)
        let height =
            cell.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return (height, cell.labelFrames)
    }
}

/// A data source of breeds for ``CatCardCell``s.
final class BreedSource: CollectionViewDataSource {
    var breeds: [Breed]
    var requests = 0

    init(_ breeds: [Breed]) { self.breeds = breeds }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        breeds.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        requests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        (cell as? CatCardCell)?.fill(breeds[indexPath.item])
        return cell
    }
}
