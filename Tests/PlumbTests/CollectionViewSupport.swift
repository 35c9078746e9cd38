import Plumb
import PlumbWorkloads
import Testing

/// The blog's cat cards as PlumbWorkloads builds them: `Breed` is the record,
/// ``CatCardCell`` the card, with what the tests read on top.
typealias Breed = CatBreed

extension CatBreed {
    /// The breed of text set `set` (the first two of ``CatBreedList/breeds``) with the fields
    /// present as the bits of `mask` say (bit 0 name, bit 1 country, bit 2 description).
    init(set: Int, mask: Int) {
        let texts = CatBreedList.breeds[set % 2]
        self.init(
            name: mask & 1 != 0 ? texts.name : nil, country: mask & 2 != 0 ? texts.country : nil,
            summary: mask & 4 != 0 ? texts.summary : nil)
    }

    /// Item k of a list: the eight combinations of missing fields in turn, the text set changing
    /// every eight items.
    static func item(_ k: Int) -> CatBreed { CatBreed(set: k / 8, mask: (k * 5 + k / 8) % 8) }
}

/// The blog's reusable card (technique 2, ``CatBreedCell``) counting its reuses.
final class CatCardCell: CatBreedCell {
    var reuseCount = 0

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
