/// What the bytes at the current position are: code, the inside of a JSX tag, or a JSX element's children.
enum ScanMode {
    case code
    case jsxTag
    case jsxChildren

    init(top: FrameKind?) {
        switch top {
        case .jsxOpeningTag, .jsxSelfClosingTag, .jsxClosingTag: self = .jsxTag
        case .jsxChildren: self = .jsxChildren
        default: self = .code
        }
    }
}
