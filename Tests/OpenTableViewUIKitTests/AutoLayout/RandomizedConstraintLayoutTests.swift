import Foundation
import Testing

@testable import OpenTableViewUIKit

/// Random view trees laid out by random, fully determined constraints, checked against a
/// reference that computes every frame directly, then edited step by step (constants, a resized
/// root, constraints replaced) and checked again: the engine's coordinate conversions between
/// nested views, its incremental edits and its rebuilds.
///
/// Each view's x, y, width and height is defined by one constraint on views before it (so the
/// reference is one pass in order); views are nested at random, so most constraints cross
/// levels. `OPENTABLEVIEW_AUTOLAYOUT_SEEDS=1000...1999` runs more seeds.
@MainActor
@Suite struct RandomizedConstraintLayoutTests {
    nonisolated static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["OPENTABLEVIEW_AUTOLAYOUT_SEEDS"] {
            let bounds = text.split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt64($0) }
            if bounds.count == 2 { return Array(bounds[0]...bounds[1]) }
            return text.split(separator: ",").compactMap { UInt64($0) }
        }
        return Array(1...40)
    }()

    @Test(arguments: seeds) func randomTreesMatchTheReference(seed: UInt64) {
        var run = RandomLayoutRun(seed: seed)
        run.build()
        run.check(step: 0)
        for step in 1...30 {
            run.mutate()
            run.check(step: step)
        }
    }
}

/// One attribute of a view defined as `reference × multiplier + constant`.
private struct Definition {
    enum Reference: Equatable {
        case constant
        case node(Int, LayoutConstraint.Attribute)
        case rootMargin(LayoutConstraint.Attribute)
    }
    var reference: Reference
    var multiplier: CGFloat
    var constant: CGFloat
    var constraint: LayoutConstraint?
}

@MainActor
private struct RandomLayoutRun {
    var rng: SplitMix
    let seed: UInt64
    let root: View
    var nodes: [View] = []
    var parents: [Int] = []  // -1: the root
    /// Per node: x (leading), y (top), width, height.
    var definitions: [[Definition]] = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix(seed: seed)
        root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    mutating func build() {
        root.frame = CGRect(x: 0, y: 0, width: CGFloat(rng.int(200...600)), height: CGFloat(rng.int(200...800)))
        let count = rng.int(2...12)
        for i in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            let parent = rng.int(-1...(i - 1))
            (parent < 0 ? root : nodes[parent]).addSubview(view)
            nodes.append(view)
            parents.append(parent)
            var own: [Definition] = []
            for axis in 0..<4 { own.append(randomDefinition(for: i, axis: axis)) }
            definitions.append(own)
            for axis in 0..<4 { activate(i, axis) }
        }
    }

    /// axis 0: leading, 1: top, 2: width, 3: height.
    mutating func randomDefinition(for i: Int, axis: Int) -> Definition {
        let isPosition = axis < 2
        let horizontal = axis == 0 || axis == 2
        if isPosition {
            let attributes: [LayoutConstraint.Attribute] =
                horizontal ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
            let attribute = attributes[rng.int(0...2)]
            let reference: Definition.Reference =
                i == 0 || rng.int(0...3) == 0 ? .rootMargin(attribute) : .node(rng.int(0...(i - 1)), attribute)
            return Definition(reference: reference, multiplier: 1, constant: CGFloat(rng.int(-20...40)))
        }
        let dimension: LayoutConstraint.Attribute = horizontal ? .width : .height
        if i == 0 || rng.int(0...2) == 0 {
            return Definition(reference: .constant, multiplier: 1, constant: CGFloat(rng.int(0...120)))
        }
        let multipliers: [CGFloat] = [0.5, 1, 2]
        return Definition(
            reference: .node(rng.int(0...(i - 1)), dimension), multiplier: multipliers[rng.int(0...2)],
            constant: CGFloat(rng.int(0...30)))
    }

    func anchorSelf(_ i: Int, _ axis: Int) -> AnyObject { nodes[i] }

    mutating func activate(_ i: Int, _ axis: Int) {
        let d = definitions[i][axis]
        let view = nodes[i]
        let constraint: LayoutConstraint
        let ownAttribute: LayoutConstraint.Attribute = [.leading, .top, .width, .height][axis]
        switch d.reference {
        case .constant:
            constraint = (axis == 2 ? view.widthAnchor : view.heightAnchor).constraint(equalToConstant: d.constant)
        case .node(let j, let attribute):
            constraint = LayoutConstraint(
                item: view, attribute: ownAttribute, relatedBy: .equal, toItem: nodes[j], attribute: attribute,
                multiplier: d.multiplier, constant: d.constant)
        case .rootMargin(let attribute):
            constraint = LayoutConstraint(
                item: view, attribute: ownAttribute, relatedBy: .equal, toItem: root.layoutMarginsGuide,
                attribute: attribute, multiplier: 1, constant: d.constant)
        }
        constraint.isActive = true
        definitions[i][axis].constraint = constraint
    }

    /// Absolute frames (in the root's coordinates), computed in order from the definitions.
    func referenceFrames() -> [CGRect] {
        var frames: [CGRect] = []
        let margins = root.bounds.inset(by: root.layoutMargins)
        func value(_ r: CGRect, _ attribute: LayoutConstraint.Attribute) -> CGFloat {
            switch attribute {
            case .leading: r.minX
            case .trailing: r.maxX
            case .centerX: r.midX
            case .top: r.minY
            case .bottom: r.maxY
            case .centerY: r.midY
            case .width: r.width
            case .height: r.height
            default: .nan
            }
        }
        for i in nodes.indices {
            var resolved: [CGFloat] = []
            for axis in 0..<4 {
                let d = definitions[i][axis]
                switch d.reference {
                case .constant: resolved.append(d.constant)
                case .node(let j, let a): resolved.append(value(frames[j], a) * d.multiplier + d.constant)
                case .rootMargin(let a): resolved.append(value(margins, a) + d.constant)
                }
            }
            // The position constraints name leading/top of this view; its width and height are
            // known, so the origin is the resolved edge.
            frames.append(CGRect(x: resolved[0], y: resolved[1], width: resolved[2], height: resolved[3]))
        }
        return frames
    }

    func check(step: Int) {
        root.layoutIfNeeded()
        let absolute = referenceFrames()
        for i in nodes.indices {
            let parentOrigin = parents[i] < 0 ? .zero : absolute[parents[i]].origin
            let expected = absolute[i].offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            let actual = nodes[i].frame
            let close =
                abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
                && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
            #expect(close, "seed \(seed) step \(step): view \(i) is \(actual), reference \(expected)")
            #expect(!nodes[i].hasAmbiguousLayout, "seed \(seed) step \(step): view \(i) is ambiguous")
        }
    }

    mutating func mutate() {
        let i = rng.int(0...(nodes.count - 1))
        let axis = rng.int(0...3)
        switch rng.int(0...3) {
        case 0:
            // A new constant, as an animation or a state change sets it.
            let constant = CGFloat(axis < 2 ? rng.int(-20...40) : rng.int(0...120))
            definitions[i][axis].constant = constant
            definitions[i][axis].constraint?.constant = constant
        case 1:
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(rng.int(200...600)), height: CGFloat(rng.int(200...800)))
        case 2:
            root.layoutMargins = EdgeInsets(
                top: CGFloat(rng.int(0...20)), left: CGFloat(rng.int(0...20)), bottom: CGFloat(rng.int(0...20)),
                right: CGFloat(rng.int(0...20)))
        default:
            // Replace the constraint with a new definition.
            definitions[i][axis].constraint?.isActive = false
            definitions[i][axis] = randomDefinition(for: i, axis: axis)
            activate(i, axis)
        }
    }
}

/// A small seeded generator (SplitMix64), so a seed replays the same run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
