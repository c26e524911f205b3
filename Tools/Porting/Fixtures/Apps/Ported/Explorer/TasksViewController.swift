//
//  TasksViewController.swift
//  Explorer
//
//  An inset grouped outline of tasks: projects expand into their tasks, a footer counts what is
//  left, and tapping a task ticks it.
//

import OpenTableViewShim

class TasksViewController: UIViewController {

    enum Section: CaseIterable {
        case projects
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, TaskItem>!
    var projects: [TaskItem]
    private(set) var expansions: [String] = []

    init(projects: [TaskItem]) {
        self.projects = projects
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])
        configureDataSource()
        reload()
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.footerMode = .supplementary
        configuration.showsSeparators = true
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let projectRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, project in
            var content = UIListContentConfiguration.valueCell()
            content.text = project.title
            content.secondaryText = "\(project.subtasks.filter { !$0.isDone }.count)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let taskRegistration = UICollectionView.CellRegistration<TaskListCell, TaskItem> { cell, _, task in
            cell.update(with: task)
            cell.indentationLevel = 1
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] footer, _, _ in
            let remaining = self.projects.flatMap(\.subtasks).filter { !$0.isDone }.count
            var content = UIListContentConfiguration.groupedFooter()
            content.text = remaining == 1 ? "1 task left" : "\(remaining) tasks left"
            footer.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, TaskItem>(collectionView: collectionView) { collectionView, indexPath, item in
            if item.subtasks.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: taskRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: projectRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
            self?.expansions.append(item.title)
        }
    }

    func reload(expanding expanded: [TaskItem] = []) {
        var snapshot = NSDiffableDataSourceSectionSnapshot<TaskItem>()
        snapshot.append(projects)
        for project in projects {
            snapshot.append(project.subtasks, to: project)
        }
        snapshot.expand(expanded)
        dataSource.apply(snapshot, to: .projects, animatingDifferences: false)
    }
}

extension TasksViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return false }
        return item.subtasks.isEmpty
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let task = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        let expanded = dataSource.snapshot(for: .projects).items.filter { dataSource.snapshot(for: .projects).isExpanded($0) }
        for (index, project) in projects.enumerated() {
            if let taskIndex = project.subtasks.firstIndex(of: task) {
                projects[index].subtasks[taskIndex].isDone.toggle()
            }
        }
        let stillExpanded = projects.filter { project in expanded.contains { $0.id == project.id } }
        reload(expanding: stillExpanded)
    }
}
