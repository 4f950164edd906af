import Foundation
import OverlayUIKit

/// The overlay: a header that draws itself (TrailHeaderView) above a table of trails with their own colours.
final class TrailListViewController: ViewController, TableViewDataSource {
    let header = TrailHeaderView()
    let table = TableView(numberOfRows: 0, rowHeight: 56)
    private let trails = Trail.nearby

    override func loadView() {
        let card = View()
        card.backgroundColor = .white
        card.cornerRadii = (16, 16, 0, 0)
        card.shadow = ViewShadow(radius: 6, offset: CGSize(width: 0, height: -1))
        card.clipsToBounds = true
        card.addSubview(table)
        card.addSubview(header)
        card.layoutHandler = { [header, table] view in
            header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: TrailHeaderView.height)
            table.frame = CGRect(
                x: 0, y: TrailHeaderView.height, width: view.bounds.width,
                height: max(0, view.bounds.height - TrailHeaderView.height))
        }
        setView(card)
    }

    override func viewDidLoad() {
        header.subtitle = "\(trails.count) routes · \(Int(trails.map(\.kilometres).reduce(0, +))) km"
        table.dataSource = self
    }

    // MARK: - TableViewDataSource

    func numberOfRows(in tableView: TableView) -> Int { trails.count }

    func tableView(_ tableView: TableView, rowAt index: Int) -> TableRow {
        let trail = trails[index]
        return TableRow(
            title: trail.name, detail: String(format: "%.1f km · %d m ↑", trail.kilometres, trail.climb),
            titleColor: trail.difficulty.color, detailColor: RGBAColor(hex: 0x5F6B61),
            backgroundColor: index % 2 == 0 ? RGBAColor(hex: 0xF4F8F2) : nil)
    }
}

/// One route of the list.
struct Trail {
    enum Difficulty {
        case easy, moderate, hard

        var color: RGBAColor {
            switch self {
            case .easy: return RGBAColor(hex: 0x2E7D32)
            case .moderate: return RGBAColor(hex: 0xB26A00)
            case .hard: return RGBAColor(hex: 0xB3261E)
            }
        }
    }

    var name: String
    var kilometres: Double
    var climb: Int
    var difficulty: Difficulty

    static let nearby: [Trail] = [
        Trail(name: "Lakeside Loop", kilometres: 4.2, climb: 60, difficulty: .easy),
        Trail(name: "Old Mill Path", kilometres: 6.8, climb: 140, difficulty: .easy),
        Trail(name: "Pine Ridge", kilometres: 9.5, climb: 480, difficulty: .moderate),
        Trail(name: "Falcon Crest", kilometres: 12.1, climb: 910, difficulty: .hard),
        Trail(name: "Meadow Walk", kilometres: 3.1, climb: 25, difficulty: .easy),
        Trail(name: "Granite Steps", kilometres: 7.4, climb: 620, difficulty: .hard),
        Trail(name: "River Bend", kilometres: 5.6, climb: 90, difficulty: .easy),
        Trail(name: "Larch Valley", kilometres: 10.3, climb: 530, difficulty: .moderate),
        Trail(name: "Summit Traverse", kilometres: 16.8, climb: 1240, difficulty: .hard),
        Trail(name: "Fern Gully", kilometres: 4.9, climb: 180, difficulty: .moderate),
        Trail(name: "Beacon Hill", kilometres: 2.7, climb: 150, difficulty: .moderate),
        Trail(name: "Cedar Circuit", kilometres: 8.2, climb: 310, difficulty: .moderate),
        Trail(name: "Heron Marsh", kilometres: 3.8, climb: 10, difficulty: .easy),
        Trail(name: "Quarry Rim", kilometres: 6.3, climb: 390, difficulty: .moderate),
        Trail(name: "North Couloir", kilometres: 8.9, climb: 1020, difficulty: .hard),
        Trail(name: "Orchard Lane", kilometres: 2.2, climb: 20, difficulty: .easy),
        Trail(name: "Windy Saddle", kilometres: 11.4, climb: 760, difficulty: .hard),
        Trail(name: "Birch Hollow", kilometres: 5.1, climb: 210, difficulty: .moderate),
    ]
}
