import Plumb
import PlumbPhysics

/// Design note — one animator step (docs/dynamics.md §15.2): synchronise the tree with the world
/// (registration, rebuild), collect the behaviours' forces (`StepForces`), step the world
/// (1/60 s in 4 substeps), write centres and rotations back, report contacts to collision delegates,
/// run `action` blocks depth-first pre-order, advance `elapsedTime` and check for rest: every
/// dynamic item below 1 pt/s and 2°/s for 0.5 s pauses the animator. The engine's own sleeping is
/// off for items: forces behaviours apply every step would keep resetting its timers, and the
/// animator stops stepping altogether once it pauses.
///
/// The 4 substeps are 4 world steps of 1/240 s with one solver substep each rather than one
/// world step with 4 solver substeps: the integration is the same semi-implicit Euler at
/// h = 1/240 s, but collision runs every substep. PlumbPhysics finds contacts only within its
/// 2 pt speculative margin and runs continuous collision only for bodies that move more than
/// half their smallest extent per step, so at 1/60 s a 50 pt item landing at 650 pt/s (10.8 pt
/// per step) would sink ≈3.6 pt into the floor and be pushed out hard enough to throw the item
/// stacked on it (the seed scene, §16); at 1/240 s it moves 2.7 pt per collision pass.
extension DynamicAnimator {
    /// Runs one fixed step.
    func singleStep() {
        synchronize()
        guard isRunning else { return }
        let effects = collectForces()
        for substep in 0..<Self.subSteps {
            apply(effects, includingImpulses: substep == 0)
            world.step(timeStep: Self.timeStep / Double(Self.subSteps), subSteps: 1)
            collectContactEvents()
        }
        writeBack()
        reportContacts()
        for behavior in allBehaviors { behavior.action?() }
        elapsedTime += Self.timeStep
        detectRest()
    }

    /// Collects the behaviours' forces for this step.
    private func collectForces() -> [(item: Int, effect: StepForces.Effect)] {
        var forces = StepForces(
            indices: recordIndex,
            states: records.map { record in
                let body = record.body!
                let p = world.position(of: body)
                let v = world.linearVelocity(of: body)
                return StepForces.ItemState(
                    center: Point(x: p.x, y: p.y), angle: world.angle(of: body),
                    linearVelocity: Vector(dx: v.x, dy: v.y),
                    angularVelocity: world.angularVelocity(of: body),
                    mass: world.mass(of: body) / Units.massScale,
                    rotationalInertia: world.rotationalInertia(of: body) / Units.massScale,
                    charge: record.material.charge)
            })
        for behavior in allBehaviors { behavior.prepare(&forces) }
        // A velocity field's velocity overrides the other forces on its items (UIKit's velocityField).
        let held = Set(forces.effects.compactMap { if case .velocity = $0.effect { $0.item } else { nil } })
        return forces.effects.filter {
            switch $0.effect {
            case .acceleration, .force: !held.contains($0.item)
            case .torque, .impulse, .velocity: true
            }
        }
    }

    /// Applies forces, accelerations and torques for one world step; impulses and velocity
    /// changes only when `includingImpulses`.
    private func apply(_ effects: [(item: Int, effect: StepForces.Effect)], includingImpulses: Bool) {
        for (i, effect) in effects {
            guard let body = records[i].body, world.type(of: body) == .dynamic else { continue }
            switch effect {
            case .acceleration(let a):
                world.applyForceToCenter(world.mass(of: body) * a, to: body)
            case .force(let f, let point):
                world.applyForce(f, at: point, to: body)
            case .torque(let t):
                world.applyTorque(t, to: body)
            case .impulse(let j, let point):
                if includingImpulses { world.applyLinearImpulse(j, at: point, to: body) }
            case .velocity(let v):
                if includingImpulses { world.setLinearVelocity(v, of: body) }
            }
        }
    }

    /// Writes each moved item's centre (pixel-rounded if asked) and rotation-only transform.
    private func writeBack() {
        for i in records.indices {
            guard let body = records[i].body else { continue }
            let p = world.position(of: body)
            let angle = world.angle(of: body)
            if let old = records[i].written, old.position == p, old.angle == angle { continue }
            records[i].written = (p, angle)
            var center = Point(x: p.x, y: p.y)
            if roundsToPixelGrid, displayScale > 0 {
                center = Point(
                    x: (p.x * displayScale).rounded() / displayScale,
                    y: (p.y * displayScale).rounded() / displayScale)
            }
            setReferenceCenter(center, of: records[i].item)
            records[i].item.transform = AffineTransform(rotationAngle: angle)
        }
    }

    /// Counts resting time and pauses after 0.5 s of rest of every dynamic item.
    private func detectRest() {
        let resting = records.allSatisfy { record in
            guard let body = record.body, world.type(of: body) == .dynamic else { return true }
            return world.linearVelocity(of: body).length <= Self.restSpeed
                && abs(world.angularVelocity(of: body)) <= Self.restAngularSpeed
        }
        restTime = resting ? restTime + Self.timeStep : 0
        if restTime >= Self.timeToRest - 1e-9 { pause() }
    }
}
