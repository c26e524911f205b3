import Testing

/// The suites of this target, run one test at a time: the fixtures' app classes record what they
/// see in one shared log (`LoadingLog`), and the storyboards are registered in one shared registry.
@Suite(.serialized)
@MainActor
enum InterfaceBuilderSuites {}
