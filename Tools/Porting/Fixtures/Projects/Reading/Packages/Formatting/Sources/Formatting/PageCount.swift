/// "1 page", "412 pages".
public enum PageCount {
    public static func text(for pages: Int) -> String {
        return pages == 1 ? "1 page" : "\(pages) pages"
    }
}
