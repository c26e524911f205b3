#if canImport(Testing)
    import Testing

    // Equality and identity expectations for this package's tests.
    //
    // `#expect(actual == expected)` expands, at every use, into a call that passes `==` as a
    // closure (`{ $0 == $1 }`) so that Swift Testing can show both operands on failure. The type
    // checker solves that closure against every `==` overload in scope, with both operands'
    // literals still untyped: measured on this package's tests, 10–20 ms per expectation, about
    // half of the test build. These functions fix the operand type from `actual` first, so an
    // expectation costs about 0.5 ms, and report a failure with both values the same way (the
    // `#expect` inside, at the caller's source location). The comment is built only on failure, as
    // `#expect`'s is: randomized tests pass long labels in loops. Plain Boolean expectations
    // (`#expect(cell.isSelected)`), `#expect(throws:)` and `#require` stay as they are.

    /// Expects `actual == expected`, reporting both values at the caller's location on failure.
    public func expectEqual<T: Equatable>(
        _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual == expected, comment(), sourceLocation: sourceLocation)
    }

    /// Expects `actual` to be `nil`, for optionals of any type (as `actual == nil`).
    public func expectEqual<T>(
        _ actual: T?, _ expected: _OptionalNilComparisonType, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual == nil, comment(), sourceLocation: sourceLocation)
    }

    /// Expects `actual != unexpected`, reporting both values at the caller's location on failure.
    public func expectNotEqual<T: Equatable>(
        _ actual: T, _ unexpected: T, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual != unexpected, comment(), sourceLocation: sourceLocation)
    }

    /// Expects `actual` not to be `nil`, for optionals of any type (as `actual != nil`).
    public func expectNotEqual<T>(
        _ actual: T?, _ unexpected: _OptionalNilComparisonType, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual != nil, comment(), sourceLocation: sourceLocation)
    }

    /// Expects `actual === expected`: the same object, or both `nil`.
    public func expectIdentical(
        _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual === expected, comment(), sourceLocation: sourceLocation)
    }

    /// Expects `actual !== unexpected`: different objects, or exactly one of them `nil`.
    public func expectNotIdentical(
        _ actual: AnyObject?, _ unexpected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual !== unexpected, comment(), sourceLocation: sourceLocation)
    }
#endif
