import ContainmentEngine
import PlaygroundAPI

// The engine's values as the hot answers write them. Field order and names follow each type's
// declaration, as its synthesised `Encodable` does; JSONWriterTests fails if the two drift apart.

extension HierarchySnapshot: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("revision", revision)
            json.field("ios", ios)
            json.field("clock", clock)
            json.field("pendingAnimations", pendingAnimations)
            json.field("window", window)
            json.field("controllers", controllers)
            json.field("views", views)
        }
    }
}

extension HierarchyChanges: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("baseRevision", baseRevision)
            json.field("revision", revision)
            json.field("clock", clock)
            json.field("pendingAnimations", pendingAnimations)
            json.field("window", window)
            json.field("controllers", controllers)
            json.field("views", views)
        }
    }
}

extension HierarchyChanges.ControllerChange: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("node", node)
            json.field("children", children)
            json.field("presented", presented)
        }
    }
}

extension HierarchyChanges.ViewChange: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("node", node)
            json.field("subviews", subviews)
        }
    }
}

extension HierarchySnapshot.WindowInfo: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("size", size)
            json.field("rootViewController", rootViewController)
            json.field("safeAreaInsets", safeAreaInsets)
            json.field("traits", traits)
            if isHidden == true { json.field("isHidden", true) }
        }
    }
}

extension HierarchySnapshot.ControllerNode: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            writeOwnFields(to: &json)
            json.field("children", children)
            json.field("presented", presented)
        }
    }

    /// Every field but the nested nodes (`children` and `presented`, the last two): what
    /// `HierarchyJSONCache` keeps of a controller.
    func writeOwnFields(to json: inout JSONWriter) {
        json.field("name", name)
        json.field("className", className)
        json.field("kind", kind)
        json.field("state", state)
        json.field("isViewLoaded", isViewLoaded)
        json.field("isInWindow", isInWindow)
        json.field("view", view)
        json.field("frame", frame)
        json.field("parent", parent)
        json.field("isMovingToParent", isMovingToParent)
        json.field("isMovingFromParent", isMovingFromParent)
        json.field("isBeingPresented", isBeingPresented)
        json.field("isBeingDismissed", isBeingDismissed)
        json.field("shouldAutomaticallyForwardAppearanceMethods", shouldAutomaticallyForwardAppearanceMethods)
        json.field("modalPresentationStyle", modalPresentationStyle)
        json.field("presentingViewController", presentingViewController)
        json.field("presentationController", presentationController)
        json.field("viewControllers", viewControllers)
        json.field("selectedIndex", selectedIndex)
    }
}

extension HierarchySnapshot.ViewNode: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            writeOwnFields(to: &json)
            json.field("subviews", subviews)
        }
    }

    /// Every field but `subviews` (the last): what `HierarchyJSONCache` keeps of a view.
    func writeOwnFields(to json: inout JSONWriter) {
        json.field("name", name)
        json.field("className", className)
        json.field("owner", owner)
        json.field("frame", frame)
        json.field("safeAreaInsets", safeAreaInsets)
        json.field("isHidden", isHidden)
        json.field("alpha", alpha)
        json.field("sizedBy", sizedBy)
    }
}

extension Size: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("width", width)
            json.field("height", height)
        }
    }
}

extension Rect: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("x", x)
            json.field("y", y)
            json.field("width", width)
            json.field("height", height)
        }
    }
}

extension EdgeInsets: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("top", top)
            json.field("left", left)
            json.field("bottom", bottom)
            json.field("right", right)
        }
    }
}

extension Traits: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("horizontalSizeClass", horizontalSizeClass)
            json.field("verticalSizeClass", verticalSizeClass)
            json.field("userInterfaceStyle", userInterfaceStyle)
        }
    }
}

extension LogEntry: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("sequence", sequence)
            json.field("kind", kind)
            json.field("text", text)
            json.field("controller", controller)
            json.field("line", line)
            json.field("sourceLine", sourceLine)
            json.field("revision", revision)
            json.field("origin", origin?.rawValue)
        }
    }
}

extension Diagnostic: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("pitfall", pitfall)
            json.field("controller", controller)
            json.field("line", line)
            json.field("column", column)
            json.field("calledFromLine", calledFromLine)
            json.field("summary", summary)
            json.field("explanation", explanation)
            json.field("correctSequence", correctSequence)
        }
    }
}
