import TileKernels

extension TileKernel {
    /// A kernel for the rule's birth and survival counts.
    init(rule: Rule) {
        self.init(birth: rule.birthMask, survival: rule.survivalMask)
    }
}
