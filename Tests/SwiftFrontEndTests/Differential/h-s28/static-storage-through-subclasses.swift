// A static stored property is one storage, read and written through a subclass too.
class Theme {
    static var instances = 0
    class func make() -> Theme {
        instances += 1
        return Theme()
    }
}

class DarkTheme: Theme {
    override class func make() -> Theme {
        instances += 1
        return DarkTheme()
    }
}

_ = Theme.make()
_ = DarkTheme.make()
_ = DarkTheme.make()
print(Theme.instances, DarkTheme.instances)
DarkTheme.instances = 10
print(Theme.instances)
DarkTheme.instances += 1
print(Theme.instances, DarkTheme.instances)
