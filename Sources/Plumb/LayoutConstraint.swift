import PlumbSolver

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
///
/// `firstItem.firstAttribute (==, >=, <=) multiplier × secondItem.secondAttribute + constant`
///
/// at a ``priority`` (docs/auto-layout.md §1.1). A new constraint is inactive; activate it with
/// ``isActive`` or ``activate(_:)``, which installs it on the nearest common ancestor of its items
/// (§5.1). Only ``constant``, ``priority``, ``identifier`` and ``isActive`` change afterwards;
/// changing ``constant`` of an active constraint is an incremental edit of the solver (§8.4).
///
/// ```swift
/// let c = try LayoutConstraint(item: button, attribute: .width, relatedBy: .equal,
///                              toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 46)
/// c.isActive = true
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// Who made a constraint: the user, or Plumb on the user's behalf.
    enum Kind {
        /// Made through the public API.
        case user
        /// An intrinsic-size constraint (`NSContentSizeLayoutConstraint`, §3.1): lowers to a
        /// hugging `<=` and a compression-resistance `>=` inequality.
        case contentSize(hugging: LayoutPriority, compressionResistance: LayoutPriority)
        /// A springs-and-struts constraint (`NSAutoresizingMaskLayoutConstraint`, §4), with the
        /// mask notation of the logs (`h=--& v=--&`).
        case autoresizing(notation: String)
        /// Another system constraint (margins guides, the root's size), named by its identifier.
        case system
    }

    /// What is stored of ``kind`` and ``fileID``, in the room of the file name alone: Plumb
    /// makes every constraint but the user's in one file (`View+SystemConstraints.swift`), so
    /// only the user's keep a file name, and the other kinds' payloads take its place.
    private enum Provenance {
        /// ``Kind/user``, made in `fileID`.
        case user(fileID: String)
        /// ``Kind/contentSize(hugging:compressionResistance:)``.
        case contentSize(hugging: LayoutPriority, compressionResistance: LayoutPriority)
        /// ``Kind/autoresizing(notation:)``.
        case autoresizing(notation: String)
        /// ``Kind/system``.
        case system
    }

    /// A symbolic constant resolved when the constraint is lowered (§6).
    enum Spacing {
        /// The system spacing of anchors (`NSLayoutAnchorConstraintSpace`), times a multiplier.
        case system(multiplier: Double)
        /// VFL's standard space, a bare `-` (`NSSpace`, §7.4): the profile's space to a superview
        /// edge when `toSuperview`, else the space between siblings.
        case standard(toSuperview: Bool)
    }

    /// The items, held by handles (`LayoutItem.swift`): a constraint does not keep them alive.
    @exclusivity(unchecked) private var firstHandle: ItemHandle?
    @exclusivity(unchecked) private var secondHandle: ItemHandle?
    // The stored fields are declared in the order that packs them (104 bytes, a 112-byte heap
    // block): the one-byte attributes in the room that `provenance`'s tag leaves before the
    // priority's four bytes, the line and the lowering order in one word.
    private let provenance: Provenance
    /// Who made the constraint.
    var kind: Kind {
        switch provenance {
        case .user: .user
        case .contentSize(let hugging, let compressionResistance):
            .contentSize(hugging: hugging, compressionResistance: compressionResistance)
        case .autoresizing(let notation): .autoresizing(notation: notation)
        case .system: .system
        }
    }
    /// The item on the left of the relation. Constraints do not keep their items alive.
    public var firstItem: LayoutItem? { firstHandle?.item }
    /// The attribute of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// The relation between the two sides.
    public let relation: LayoutRelation
    /// The item on the right of the relation, or nil for `attribute == constant`.
    public var secondItem: LayoutItem? { secondHandle?.item }
    /// ``firstItem`` without a retain, for a caller that uses it while it certainly lives (an
    /// item's deinit clears the handle, so a live item is what it reads).
    @inline(__always)
    var unretainedFirstItem: Unmanaged<LayoutItem>? { firstHandle?.unmanagedItem }
    /// ``secondItem`` without a retain, as ``unretainedFirstItem``.
    @inline(__always)
    var unretainedSecondItem: Unmanaged<LayoutItem>? { secondHandle?.unmanagedItem }
    /// The attribute of ``secondItem``, ``LayoutAttribute/notAnAttribute`` without a second item.
    public let secondAttribute: LayoutAttribute
    /// The priority as set (stored beside ``kind``, whose payload leaves room for it).
    @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
    /// ``line`` when it fits in 32 bits, else 0 and the line in ``storedRare``.
    private let storedLine: Int32
    /// The order of lowering in its engine, used to pick which constraint to break (§8.6); while
    /// `LayoutEngine.lowerPending()` lowers a batch, the batch's mark (−1). 32 bits: the engine
    /// renumbers its constraints when the orders run out.
    @exclusivity(unchecked) var loweredOrder: Int32 = 0
    /// The factor applied to the second attribute; 1 by default.
    public var multiplier: Double { storedRare?.multiplier ?? 1 }
    /// The file (`#fileID`) where the constraint was made, for descriptions.
    public var fileID: String {
        if case .user(let fileID) = provenance { return fileID }
        return LayoutConstraint.systemFileID
    }
    /// The line where the constraint was made.
    public var line: Int { storedRare?.line ?? Int(storedLine) }

    /// The hugging and compression-resistance priorities of an intrinsic-size constraint
    /// (`NSContentSizeLayoutConstraint`), which stands for a `<=` at the first and a `>=` at the
    /// second; nil for any other constraint.
    package var contentSizePriorities: (hugging: LayoutPriority, compressionResistance: LayoutPriority)? {
        guard case .contentSize(let hugging, let compressionResistance) = provenance else { return nil }
        return (hugging, compressionResistance)
    }
    /// The symbolic constant, until ``constant`` is set.
    var spacing: Spacing? {
        get { storedRare?.spacing }
        set { writeRare(isDefault: newValue == nil) { $0.spacing = newValue } }
    }
    /// A pairing error found when an anchor made the constraint; reported on activation.
    var pendingError: LayoutError? { storedRare?.pendingError }
    /// What almost every constraint leaves at its default (a multiplier other than 1, a symbolic
    /// spacing, a pairing error, an identifier, a lowered constant other than −``storedConstant``,
    /// alignment insets in it), out of line: nil until one is set, so that it
    /// costs one pointer inline instead of their own sizes.
    @exclusivity(unchecked) private var storedRare: RareState?
    /// Writes into the rare state with `write`: into the existing one, else, unless the value
    /// written is the default (`isDefault`), into a new one, stored afterwards (so that the first
    /// write costs no reference counting).
    private func writeRare(isDefault: Bool, _ write: (RareState) -> Void) {
        if let storedRare { return write(storedRare) }
        guard !isDefault else { return }
        let state = RareState()
        write(state)
        storedRare = state
    }

    /// The view that holds the constraint while it is active (its container, §5.1); it does not
    /// keep the view alive.
    package var container: View? {
        get { containerHandle?.view }
        set { containerHandle = newValue?.handle }
    }
    @exclusivity(unchecked) private var containerHandle: ItemHandle?
    /// ``container`` without a retain, as ``unretainedFirstItem``.
    @inline(__always)
    var unretainedContainer: Unmanaged<View>? { containerHandle?.unmanagedView }
    /// The engine the constraint is lowered into (through a handle: it does not keep the engine
    /// alive), and its solver constraints there.
    var engine: LayoutEngine? {
        get { engineHandle?.engine }
        set { engineHandle = newValue?.handle }
    }
    @exclusivity(unchecked) private var engineHandle: EngineHandle?
    /// Whether the constraint is lowered into an engine that lives (``engine`` is not nil),
    /// without a retain of the engine.
    var isLowered: Bool { engineHandle?.unmanagedEngine != nil }
    /// Whether ``engine`` is `engine`, compared without a retain of either.
    func isLowered(into engine: LayoutEngine) -> Bool { engineHandle?.refers(to: engine) ?? false }
    @exclusivity(unchecked) var lowered = LoweredConstraints()
    /// The constant of the lowered expression (margins, baselines and spacing included). Almost
    /// always −``storedConstant`` (the attributes add no constant of their own), which is what it
    /// reads unless the rare state holds another value, so that a constraint stores none.
    var loweredConstant: Double {
        get { storedRare?.loweredConstant ?? -storedConstant }
        set { writeRare(isDefault: newValue == -storedConstant) { $0.loweredConstant = newValue } }
    }
    /// Whether ``loweredConstant`` holds alignment insets (``View/alignmentRectInsets``); false
    /// unless the rare state says so.
    var loweredReadsAlignmentInsets: Bool {
        get { storedRare?.loweredReadsAlignmentInsets ?? false }
        set { writeRare(isDefault: !newValue) { $0.loweredReadsAlignmentInsets = newValue } }
    }

    /// The amount added to the second side, in points. Changing it on an active constraint
    /// re-solves incrementally. Non-finite values are ignored and reported; magnitudes above
    /// 1e10 are clamped as Apple does. A symbolic standard or system spacing (VFL's bare `-`,
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`) reads as its value in the tree's
    /// profile; setting a constant replaces it.
    public var constant: Double {
        get {
            guard spacing != nil else { return storedConstant }
            let profile = engine?.profile ?? firstItem?.nearestView?.rootView.storedProfile ?? .ios7
            return Lowering.resolvedConstant(of: self, profile: profile)
        }
        set {
            guard newValue.isFinite else { return report(.notFinite(name: "constant", value: newValue)) }
            let clamped = min(max(newValue, -LayoutConstraint.constantLimit), LayoutConstraint.constantLimit)
            guard clamped != storedConstant || spacing != nil else { return }
            // Read before the store: a lowered constant kept as −storedConstant moves with it.
            let loweredBefore = loweredConstant
            spacing = nil
            storedConstant = clamped
            engine?.constantDidChange(self, loweredBefore: loweredBefore)
        }
    }
    /// The constant as set, ignored while ``spacing`` is symbolic.
    @exclusivity(unchecked) var storedConstant: Double

    /// How strongly the constraint wants to hold, in (0, 1000]; `LayoutPriority.required` by
    /// default. Between optional values the change is cheap. Changing between required and
    /// optional on an active constraint is refused in the iOS 7/8 profiles (§2.3) and re-adds
    /// the constraint in the iOS 11 profile. An invalid value is refused and reported through
    /// the root's ``View/diagnosticHandler``; use ``setPriority(_:)`` to get the error thrown.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { report(error) }
        }
    }

    /// A name shown in descriptions and diagnostics (`'identifier'`).
    public var identifier: String? {
        get { storedRare?.identifier }
        set { writeRare(isDefault: newValue == nil) { $0.identifier = newValue } }
    }

    /// Whether the constraint is installed. Setting true finds the nearest common ancestor of
    /// the items and installs the constraint there; an error (no common ancestor, an illegal
    /// pairing) leaves it inactive and is reported through the root's ``View/diagnosticHandler``.
    /// Use ``activate()`` to get the error thrown instead.
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue {
                do { try activate() } catch { report(error) }
            } else {
                deactivate()
            }
        }
    }

    /// The largest magnitude of a constant (`_constraintConstantLimit`).
    public static let constantLimit = 1e10

    /// Creates a constraint with Apple's factory and its checks (§1.1, §1.3).
    ///
    /// If `item2` is nil or `multiplier` is 0 the second side is dropped and the constraint reads
    /// `item1.attribute1 relation constant`, which is legal only for a width or a height.
    /// - Throws: ``LayoutError/locationToConstant(item:attribute:)``,
    ///   ``LayoutError/invalidPairing(first:second:)``,
    ///   ``LayoutError/mixedDirectionalAttributes(first:second:)``,
    ///   ``LayoutError/notFinite(name:value:)``.
    public convenience init(
        item item1: LayoutItem, attribute attribute1: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem item2: LayoutItem?, attribute attribute2: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        guard constant.isFinite else { throw .notFinite(name: "constant", value: constant) }
        guard multiplier.isFinite else { throw .notFinite(name: "multiplier", value: multiplier) }
        let dropsSecond = item2 == nil || multiplier == 0
        if let error = LayoutConstraint.pairingError(
            item1, attribute1, dropsSecond ? .notAnAttribute : attribute2, hasSecondItem: !dropsSecond)
        {
            throw error
        }
        self.init(
            item1, attribute1, relation, dropsSecond ? nil : item2,
            dropsSecond ? .notAnAttribute : attribute2,
            multiplier: dropsSecond ? 1 : multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// Creates a constraint without checks (for anchors, which check on activation, and for
    /// system constraints, which may relate a location to a size as autoresizing does, §4.2).
    init(
        _ item1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
        _ item2: LayoutItem?, _ attribute2: LayoutAttribute, multiplier: Double = 1, constant: Double,
        priority: LayoutPriority = .required, kind: Kind = .user, spacing: Spacing? = nil,
        pendingError: LayoutError? = nil, identifier: String? = nil, fileID: String, line: Int
    ) {
        firstHandle = item1.handle
        firstAttribute = attribute1
        self.relation = relation
        secondHandle = item2?.handle
        secondAttribute = item2 == nil ? .notAnAttribute : attribute2
        self.storedConstant = min(
            max(constant, -LayoutConstraint.constantLimit), LayoutConstraint.constantLimit)
        self.storedPriority = priority
        switch kind {
        case .user: provenance = .user(fileID: fileID)
        case .contentSize(let hugging, let compressionResistance):
            provenance = .contentSize(hugging: hugging, compressionResistance: compressionResistance)
        case .autoresizing(let notation): provenance = .autoresizing(notation: notation)
        case .system: provenance = .system
        }
        let shortLine = Int32(exactly: line)
        self.storedLine = shortLine ?? 0
        if multiplier != 1 || spacing != nil || pendingError != nil || identifier != nil || shortLine == nil {
            self.storedRare = RareState(
                multiplier: multiplier, spacing: spacing, pendingError: pendingError, identifier: identifier,
                line: shortLine == nil ? line : nil)
        }
        assert(self.fileID == fileID, "Plumb makes its system constraints in one file")
    }

    /// The checks of Apple's factory (§1.3), or nil when the pairing is legal.
    static func pairingError(
        _ item1: LayoutItem, _ attribute1: LayoutAttribute, _ attribute2: LayoutAttribute, hasSecondItem: Bool
    ) -> LayoutError? {
        if attribute1 == .notAnAttribute { return .invalidPairing(first: attribute1, second: attribute2) }
        // An attribute with itself (leading to leading, width to width) is always legal.
        if hasSecondItem && attribute2 == attribute1 { return nil }
        guard hasSecondItem else {
            return attribute1.isLocation
                ? .locationToConstant(item: item1.layoutDescription, attribute: attribute1) : nil
        }
        if attribute2 == .notAnAttribute || attribute1.isSize != attribute2.isSize {
            return .invalidPairing(first: attribute1, second: attribute2)
        }
        if attribute1.isLocation && attribute1.axis != attribute2.axis {
            return .invalidPairing(first: attribute1, second: attribute2)
        }
        if (attribute1.isDirectional && attribute2.isAbsoluteHorizontalEdge)
            || (attribute2.isDirectional && attribute1.isAbsoluteHorizontalEdge)
        {
            return .mixedDirectionalAttributes(first: attribute1, second: attribute2)
        }
        return nil
    }

    // MARK: Priority

    /// Sets ``priority``, throwing instead of reporting.
    /// - Throws: ``LayoutError/invalidPriority(_:)`` outside (0, 1000];
    ///   ``LayoutError/requiredPriorityChange(from:to:)`` when an active constraint would change
    ///   between required and optional in the iOS 7/8 profiles.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw .invalidPriority(newValue.rawValue) }
        let old = storedPriority
        guard newValue != old else { return }
        // Refused on every active constraint, lowered yet or not, so that the outcome does not
        // depend on whether a layout pass has run.
        if let container, old.isRequired != newValue.isRequired, container.rootView.storedProfile != .ios11 {
            throw .requiredPriorityChange(from: old.rawValue, to: newValue.rawValue)
        }
        storedPriority = newValue
        engine?.priorityDidChange(self, from: old)
    }

    // MARK: Activation

    /// Installs the constraint on the nearest common ancestor of its items (§5.1). Does nothing
    /// when it is already active. The engine lowers it at the next layout pass.
    /// - Throws: the pairing error of an anchor-made constraint,
    ///   ``LayoutError/noCommonAncestor(constraint:)``, ``LayoutError/missingItem(constraint:)``,
    ///   ``LayoutError/invalidPriority(_:)``.
    public func activate() throws(LayoutError) {
        guard unretainedContainer == nil else { return }
        try commonAncestor()._withUnsafeGuaranteedRef { $0.install(self) }
    }

    /// Removes the constraint from its container (and from the engine). Does nothing when it is
    /// inactive.
    public func deactivate() {
        container?.uninstall(self)
    }

    /// Activates every constraint, in order; the engine work is batched until the next layout
    /// pass (§5.1).
    /// - Throws: the first error; the constraints before it stay active.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        // Each constraint borrowed from the array, which holds it.
        var failure: LayoutError?
        for index in constraints.indices {
            Unmanaged.passUnretained(constraints[index])._withUnsafeGuaranteedRef { constraint in
                do throws(LayoutError) { try constraint.activate() } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Deactivates every constraint.
    ///
    /// The batch is removed together: each container and each item drops the whole batch in one
    /// pass, and each engine removes it and re-optimises once.
    /// - Complexity: O(batch + constraints held by the containers + constraints naming the items),
    ///   plus the solver's removals.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        var removing = Set<ObjectIdentifier>()
        var containers: [View] = []
        var items: [LayoutItem] = []
        var seenContainers = Set<ObjectIdentifier>()
        var seenItems = Set<ObjectIdentifier>()
        var engines: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
        for constraint in constraints {
            guard let container = constraint.container, removing.insert(ObjectIdentifier(constraint)).inserted
            else { continue }
            if seenContainers.insert(ObjectIdentifier(container)).inserted { containers.append(container) }
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
            where seenItems.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
            if let engine = constraint.engine {
                if let index = engines.firstIndex(where: { $0.engine === engine }) {
                    engines[index].constraints.append(constraint)
                } else {
                    engines.append((engine, [constraint]))
                }
            }
        }
        for container in containers {
            container.constraints.removeAll { removing.contains(ObjectIdentifier($0)) }
            container.rootView.needsLayoutFlag = true
        }
        for item in items { item.referencing.removeAll { removing.contains(ObjectIdentifier($0)) } }
        for constraint in constraints where removing.contains(ObjectIdentifier(constraint)) {
            constraint.container = nil
        }
        for (engine, batch) in engines { engine.removeBatch(batch) }
    }

    /// The view that would hold the constraint: the nearest common ancestor of the items' views
    /// (unretained: the items' tree holds it).
    func commonAncestor() throws(LayoutError) -> Unmanaged<View> {
        if let pendingError { throw pendingError }
        guard storedPriority.isValid else { throw .invalidPriority(storedPriority.rawValue) }
        // The items and their views read unretained: the handles hold only live items.
        guard let firstView = unretainedFirstItem?._withUnsafeGuaranteedRef({ $0.unmanagedNearestView })
        else {
            throw .missingItem(constraint: description)
        }
        guard secondAttribute != .notAnAttribute else { return firstView }
        guard let secondView = unretainedSecondItem?._withUnsafeGuaranteedRef({ $0.unmanagedNearestView })
        else {
            throw .missingItem(constraint: description)
        }
        let ancestor = firstView._withUnsafeGuaranteedRef { first in
            secondView._withUnsafeGuaranteedRef { first.nearestCommonAncestor(with: $0) }
        }
        guard let ancestor else { throw .noCommonAncestor(constraint: description) }
        return ancestor
    }

    /// Forgets the lowered constant and the insets flag (after removal from the engine).
    func forgetLoweredConstant() {
        storedRare?.loweredConstant = nil
        storedRare?.loweredReadsAlignmentInsets = false
    }

    /// Sends an error to the diagnostic handler of the first item's tree.
    private func report(_ error: LayoutError) {
        let root = firstItem?.nearestView?.rootView
        root?.deliver(.invalidUse(error, constraint: self)) ?? View.printToStandardError(error.description)
    }
}

extension LayoutConstraint {
    /// The rarely set state of a constraint (``LayoutConstraint/storedRare``), with the defaults a
    /// constraint without it reads.
    fileprivate final class RareState {
        /// ``LayoutConstraint/multiplier``.
        let multiplier: Double
        /// ``LayoutConstraint/spacing``.
        @exclusivity(unchecked) var spacing: Spacing?
        /// ``LayoutConstraint/pendingError``.
        let pendingError: LayoutError?
        /// ``LayoutConstraint/identifier``.
        @exclusivity(unchecked) var identifier: String?
        /// ``LayoutConstraint/line`` when it does not fit in 32 bits.
        let line: Int?
        /// ``LayoutConstraint/loweredConstant`` when it is not −``LayoutConstraint/storedConstant``
        /// (a margin, a baseline, a spacing or an inset entered it).
        @exclusivity(unchecked) var loweredConstant: Double?
        /// ``LayoutConstraint/loweredReadsAlignmentInsets``.
        @exclusivity(unchecked) var loweredReadsAlignmentInsets = false

        init(
            multiplier: Double = 1, spacing: Spacing? = nil, pendingError: LayoutError? = nil,
            identifier: String? = nil, line: Int? = nil
        ) {
            self.multiplier = multiplier
            self.spacing = spacing
            self.pendingError = pendingError
            self.identifier = identifier
            self.line = line
        }
    }
}
