/// Supplies a ``CollectionView``'s items and their cells (UIKit's `UICollectionViewDataSource`).
/// The collection view keeps a weak reference to its data source.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A cell showing the item at `indexPath`: get it from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and fill it. Called each
    /// time the item comes into view.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
