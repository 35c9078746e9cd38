// The blog's cat cards as `plumb demo` shows them: a column of cards, and a list that reuses
// them, with the records they show (some fields missing, texts that wrap, characters an SVG must
// escape).

import Plumb

extension DemoScreen {
    /// The cards of the column: a breed, its country and a description, each possibly missing.
    public static let cards = [
        CatBreed(
            name: "Siamese", country: "Thailand",
            summary: "One of the oldest breeds of Asia, slim, blue-eyed and talkative."),
        CatBreed(
            name: "Maine Coon", country: nil,
            summary: "A large, gentle cat with a thick coat & a bushy tail; its origin is \"unknown\"."),
        CatBreed(name: "British Shorthair", country: "United Kingdom", summary: nil),
    ]

    /// The records of the list, in Russian as the blog's.
    public static let listed = [
        CatBreed(name: "Сиамская", country: "Таиланд", summary: "Стройная, голубоглазая и разговорчивая."),
        CatBreed(
            name: "Мейн-кун", country: nil,
            summary: "Одна из самых крупных домашних кошек: длинная шерсть и кисточки на ушах."),
        CatBreed(name: "Британская короткошёрстная", country: "Великобритания", summary: nil),
        CatBreed(name: "Сфинкс", country: "Канада", summary: "Бесшёрстная, любопытная и очень общительная."),
        CatBreed(name: "Русская голубая", country: "Россия", summary: nil),
        CatBreed(
            name: "Абиссинская", country: nil,
            summary: "Короткая тикированная шерсть, большие уши, неутомимый нрав."),
        CatBreed(name: "Бенгальская", country: "США", summary: "Пятнистая, как леопард, и очень активная."),
        CatBreed(name: "Персидская", country: "Иран", summary: nil),
        CatBreed(name: "Норвежская лесная", country: "Норвегия", summary: "Густая шерсть для холодных зим."),
        CatBreed(name: "Шотландская вислоухая", country: nil, summary: "Уши загнуты вперёд и вниз."),
        CatBreed(name: "Сибирская", country: "Россия", summary: "Крупная лесная кошка с тройной шерстью."),
        CatBreed(name: "Бурманская", country: "Мьянма", summary: nil),
    ]

    /// The blog's cat cards in a column: a vertical stack view 8 pt between cards, 20 pt from the
    /// root's sides and top, of ``CatBreedCell``s showing three breeds, a field missing in two.
    public static let catCards = DemoScreen(name: "cat-cards") { measurer in
        return tables(
            "the blog's cat cards: a column of reusable cards, fields missing", measurer: measurer,
            build: { root in
                let cards = StackView(
                    arrangedSubviews: cards.enumerated().map { index, record in
                        let card = CatBreedCell(frame: .zero)
                        card.accessibilityIdentifier = "card[\(index)]"
                        card.fill(record)
                        return card
                    })
                cards.axis = .vertical
                cards.spacing = 8
                cards.accessibilityIdentifier = "cards"
                cards.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(cards)
                try? LayoutConstraint.activate([
                    cards.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    root.trailingAnchor.constraint(equalTo: cards.trailingAnchor, constant: 20),
                    cards.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                ])
            }, name: { _ in nil })
    }

    /// The blog's cat-breed list: a collection view filling the root, 8 pt between cards, of
    /// twelve records in Russian, fields missing, in reused ``CatBreedCell``s; only the cards on
    /// screen and the overscan exist (the cards waiting for reuse are hidden and not listed).
    public static let catList = DemoScreen(name: "cat-list") { measurer in
        let source = CatBreedList(listed)
        var lists: [CollectionView] = []
        return tables(
            "the blog's cat-breed list: reused cards, fields missing", measurer: measurer,
            build: { root in
                let list = CollectionView(
                    frame: root.bounds,
                    collectionViewLayout: CollectionViewFlowLayout(minimumLineSpacing: ListWorkload.spacing))
                list.accessibilityIdentifier = "breeds"
                list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                list.register(CatBreedCell.self, forCellWithReuseIdentifier: CatBreedCell.reuseIdentifier)
                list.dataSource = source
                root.addSubview(list)
                lists.append(list)
            },
            name: { view in
                guard let cell = view as? CollectionViewCell else { return nil }
                let index = lists.lazy.compactMap { $0.indexPath(for: cell) }.first
                return index.map { "card[\($0.item)]" }
            })
    }

}
