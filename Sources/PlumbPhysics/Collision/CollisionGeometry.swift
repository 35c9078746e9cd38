// A shape's geometry as the narrow phase reads it, built once when the shape is made.
//
// Design: the narrow phase runs for every contact with an awake body, every step. Reading
// `ShapeGeometry` there cost a copy per shape and contact: Swift copies a large enum out (about
// 290 bytes for a polygon) before it can switch on it, and then copies the payload again. A
// `CollisionGeometry` is a plain struct (a small `kind` and one stored field per kind), so the
// narrow phase reads it in place through a pointer into the world's shapes, switching on `kind`
// and projecting the field it needs, without a copy. It also holds what `collidePolygons`
// computed again for every contact although it depends on the shape alone:
// - a segment or chain link's two-vertex polygon (`collideSegmentAndPolygon` built it from an
//   array on every call);
// - the polygon in its own frame shifted to its first vertex, the form polygon clipping works in
//   when the polygon is shape A (`collidePolygons` transformed it once per contact).
// Both are computed by the same code as before, once: results stay bit for bit the same.

/// A shape's geometry in the form the narrow phase reads in place (see the note above).
struct CollisionGeometry: Sendable {
    /// Which case of `ShapeGeometry` this is.
    enum Kind: UInt8, Sendable {
        case circle, polygon, segment, chainSegment
    }

    let kind: Kind
    /// The circle (circles only; a zero circle otherwise).
    let circle: Circle
    /// The link (chain links only); a segment keeps itself in `link.segment`.
    let link: ChainSegment
    /// The polygon; for a segment or chain link, its segment as a two-vertex polygon (circles: a
    /// placeholder, two vertices at the origin).
    let polygon: Polygon
    /// `polygon` in its own frame shifted by `-polygon.vertex(0)`: polygon A of `collidePolygons`.
    let shifted: LocalPolygon

    /// The narrow phase's form of `geometry`.
    init(_ geometry: ShapeGeometry) {
        var circle = Circle(radius: 0)
        var link = ChainSegment(ghost1: .zero, segment: Segment(.zero, .zero), ghost2: .zero)
        var polygon: Polygon
        switch geometry {
        case .circle(let c):
            kind = .circle
            circle = c
            polygon = Polygon(segment: Segment(.zero, .zero))
        case .polygon(let p):
            kind = .polygon
            polygon = p
        case .segment(let s):
            kind = .segment
            link.segment = s
            polygon = Polygon(segment: s)
        case .chainSegment(let l):
            kind = .chainSegment
            link = l
            polygon = Polygon(segment: l.segment)
        }
        self.circle = circle
        self.link = link
        self.polygon = polygon
        shifted = LocalPolygon(polygon: polygon, transform: Transform(position: -polygon.vertex(0)))
    }
}

extension CollisionGeometry {
    /// The tight world AABB of the shape pointed to when its body is at `transform`, as
    /// `ShapeGeometry.aabb` computes it, read in place (the world's end of step reads every awake
    /// shape's box; through `ShapeGeometry` each read copied the enum).
    static func aabb(_ shape: UnsafePointer<CollisionGeometry>, _ transform: Transform) -> AABB {
        switch shape.pointee.kind {
        case .circle: shape.pointee.circle.aabb(transform)
        case .polygon: shape.pointer(to: \.polygon)!.pointee.aabb(transform)
        case .segment, .chainSegment: shape.pointee.link.segment.aabb(transform)
        }
    }
}

extension Polygon {
    /// A segment as a two-vertex polygon (no radius), as segment–polygon clipping uses it.
    init(segment: Segment) {
        self.init(uncheckedVertices: [segment.point1, segment.point2], radius: 0)
    }
}

/// A polygon seen in the working frame of `collidePolygons`: its vertices and normals transformed
/// once into inline storage (the narrow phase runs for every contact pair every step, so nothing
/// is allocated).
struct LocalPolygon: Sendable {
    /// The vertices and edge normals in the working frame, transformed once (the separation
    /// search reads each vertex once per face of the other polygon).
    fileprivate let vertices: InlineArray<8, Vec2>
    fileprivate let normals: InlineArray<8, Vec2>
    let count: Int
    let radius: Double

    /// `polygon` with `transform` mapping its local frame to the working frame.
    init(polygon: UnsafePointer<Polygon>, transform: Transform) {
        // Each array made by one initialiser (unused slots zero): assigning its elements one by
        // one copied the whole inline array for every element.
        let n = polygon.pointee.vertexCount
        count = n
        radius = polygon.pointee.radius
        vertices = InlineArray { i in i < n ? transform.apply(polygon.pointee.vertex(i)) : .zero }
        normals = InlineArray { i in i < n ? transform.rotation.apply(polygon.pointee.normal(i)) : .zero }
    }

    /// `polygon` with `transform` mapping its local frame to the working frame.
    init(polygon: Polygon, transform: Transform) {
        self = withUnsafePointer(to: polygon) { LocalPolygon(polygon: $0, transform: transform) }
    }

}

extension UnsafePointer where Pointee == LocalPolygon {
    /// Vertex `i` of the polygon pointed to (`0 ≤ i < pointee.count`), read in place. Through the
    /// pointee (`pointee.vertices.span[i]`) Swift copied the whole 272-byte polygon to the stack
    /// for each read where the pointer is chosen at run time (the clipping's reference polygon).
    @inline(__always)
    func vertex(_ i: Int) -> Vec2 {
        precondition(UInt(bitPattern: i) < 8, "polygon vertex index out of range")
        return UnsafeRawPointer(pointer(to: \.vertices)!).load(
            fromByteOffset: i * MemoryLayout<Vec2>.stride, as: Vec2.self)
    }

    /// Normal `i` of the polygon pointed to, read in place as `vertex(_:)`.
    @inline(__always)
    func normal(_ i: Int) -> Vec2 {
        precondition(UInt(bitPattern: i) < 8, "polygon normal index out of range")
        return UnsafeRawPointer(pointer(to: \.normals)!).load(
            fromByteOffset: i * MemoryLayout<Vec2>.stride, as: Vec2.self)
    }
}
