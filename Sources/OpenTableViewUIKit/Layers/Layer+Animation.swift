import Foundation

/// A layer's animations, as `CALayer.add(_:forKey:)` and its companions. See ``Animation`` for
/// how they complete headless.
extension Layer {
    /// Adds a copy of `anim` under `key` (replacing the animation with that key, which stops
    /// unfinished), as `add(_:forKey:)`. The copy's delegate is told `animationDidStart(_:)` and
    /// `animationDidStop(_:finished: true)` when the current ``Transaction`` commits (at once
    /// outside one); then the layer drops it if ``Animation/isRemovedOnCompletion``.
    public func add(_ anim: Animation, forKey key: String?) {
        let copy = anim.copy()
        let key = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        removeAnimation(forKey: key)
        animationsByKey.append((key, copy))
        Transaction.whenCommitted { [weak self] in
            guard let self, self.animationsByKey.contains(where: { $0.animation === copy }) else { return }
            copy.delegate?.animationDidStart(copy)
            copy.hasCompleted = true
            if copy.isRemovedOnCompletion { self.animationsByKey.removeAll { $0.animation === copy } }
            copy.delegate?.animationDidStop(copy, finished: true)
        }
    }

    /// The animation under `key`, as `animation(forKey:)`: the copy the layer holds, until it is
    /// removed.
    public func animation(forKey key: String) -> Animation? {
        animationsByKey.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations in the order they were added, as `animationKeys()`;
    /// `nil` when there are none.
    public func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
    }

    /// Removes the animation under `key`, as `removeAnimation(forKey:)`. One that had not completed
    /// tells its delegate `animationDidStop(_:finished: false)` without having started.
    public func removeAnimation(forKey key: String) {
        guard let index = animationsByKey.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationsByKey.remove(at: index).animation
        if !removed.hasCompleted {
            removed.delegate?.animationDidStop(removed, finished: false)
        }
    }

    /// Removes every animation, as `removeAllAnimations()`.
    public func removeAllAnimations() {
        for key in animationsByKey.map(\.key) { removeAnimation(forKey: key) }
    }
}
