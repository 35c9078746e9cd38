// CatBreedList: N cat-breed records with fields missing at random (a fixed seed), and the data
// source that shows them in CatBreedCells.
//
// Design. A record is two bytes: which of the breeds below it shows and which fields it keeps
// (a 3-bit mask), drawn from a SplitMix64 generator with a fixed seed, so every run and every
// machine sees the same list and the item data is 2·N bytes. Each field is missing with
// probability 1/4; the texts are the blog's breeds in Russian. A list of given records (the demo's)
// is the same two bytes per record over a table of those records, every field kept.

import Plumb
import PlumbPhysics

/// N cat-breed records, fields missing at random with a fixed seed, as a
/// `CollectionViewDataSource` of ``CatBreedCell``s.
public final class CatBreedList: CollectionViewDataSource {
    /// The breeds the records draw from: name, country, description.
    public static let breeds: [CatBreed] = [
        CatBreed(
            name: "Британская короткошёрстная", country: "Великобритания",
            summary:
                "Спокойная и независимая кошка с плотной шерстью и круглой мордой. Легко переносит одиночество."
        ),
        CatBreed(
            name: "Сфинкс", country: "Канада",
            summary:
                "Бесшёрстная порода, выведенная в Торонто в 1966 году. Любопытна, ласкова и очень общительна."
        ),
        CatBreed(
            name: "Мейн-кун", country: "США",
            summary:
                "Одна из самых крупных домашних кошек: длинная шерсть, кисточки на ушах, дружелюбный нрав."),
        CatBreed(name: "Сиамская", country: "Таиланд", summary: "Стройная, голубоглазая и разговорчивая."),
        CatBreed(
            name: "Русская голубая", country: "Россия",
            summary: "Серебристо-голубая шерсть, зелёные глаза и сдержанный характер."),
    ]
    /// The seed of the generator that picks breeds and missing fields.
    public static let seed: UInt64 = 0x5EED_0003

    /// Per record: the breed's index in ``table`` (high bits) and the fields kept (bits 0–2: name,
    /// country, description).
    private let records: [UInt16]
    /// The breeds the records index: ``breeds``, or the records given.
    private let table: [CatBreed]

    /// Draws `count` records.
    /// - Complexity: O(count); 2 bytes per record.
    public init(count: Int) {
        table = Self.breeds
        var generator = SplitMix64(seed: Self.seed)
        records = (0..<count).map { _ in
            let breed = UInt16(generator.next() % UInt64(Self.breeds.count))
            var mask: UInt16 = 0
            for bit in 0..<3 where generator.next() % 4 != 0 { mask |= 1 << bit }
            return breed << 3 | mask
        }
    }

    /// A list of `records` as given, their missing fields nil.
    /// - Precondition: fewer than 8,192 records.
    /// - Complexity: O(records).
    public init(_ records: [CatBreed]) {
        precondition(records.count < 1 << 13, "a list of given records holds fewer than 8,192")
        table = records
        self.records = records.indices.map { UInt16($0) << 3 | 0b111 }
    }

    /// The number of records.
    public var count: Int { records.count }

    /// Record `index`: its breed's fields, the missing ones nil.
    public subscript(index: Int) -> CatBreed {
        let record = records[index]
        let breed = table[Int(record >> 3)]
        return CatBreed(
            name: record & 1 != 0 ? breed.name : nil, country: record & 2 != 0 ? breed.country : nil,
            summary: record & 4 != 0 ? breed.summary : nil)
    }

    /// The number of records.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        records.count
    }

    /// A ``CatBreedCell`` filled with the record.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: CatBreedCell.reuseIdentifier, for: indexPath)
        (cell as? CatBreedCell)?.fill(self[indexPath.item])
        return cell
    }
}
