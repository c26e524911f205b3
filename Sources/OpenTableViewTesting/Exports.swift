// `import OpenTableViewTesting` also gives the table and ``TableEvent``, which the table reports
// its calls in, so a test file needs one import for the recorder and the events it compares.
@_exported import OpenTableView
